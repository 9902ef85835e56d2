import { HYDRATING_ATTRIBUTE } from './app/hydration-marker';

/**
 * The gateway sends every page already rendered. The app's code is fetched once the page has loaded
 * (its first images and font) and painted, so on a slow phone it does not take their bandwidth and the page shows
 * sooner. Until it runs, the page reads and its links work (HydrationGate); a form is held here, so it
 * cannot submit itself the browser's way. At most 3 s after navigation the app starts anyway.
 * React and its router are evaluated in a task of their own, the start-app chunk (MUI, emotion, the query
 * client and the layout: see vite.config.ts) in another, both downloads started at once: on a slow phone,
 * one task evaluating everything would block taps and scrolling for a long moment.
 */
const START_AT_LATEST_MS = 3000;

// Before React owns a form, Enter in a field would send it natively (and lose what the app adds to it).
document.addEventListener(
  'submit',
  (event) => {
    if (document.querySelector(`[${HYDRATING_ATTRIBUTE}]`)) event.preventDefault();
  },
  true,
);

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // Two independent graphs: each is evaluated when its own files have arrived, in a task of its own.
  void Promise.all([import('./app/start-app-vendor'), import('./app/start-app-vendor-ui')])
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app/start-app'))
    .then(({ startApp }) => startApp());
}

const hasPainted = () =>
  performance.getEntriesByType('paint').some((p) => p.name === 'first-contentful-paint');

/**
 * Once the page has shown its content: the first contentful paint as the browser reports it (two
 * animation frames are not enough, a frame can be skipped while a large page is laid out). A browser
 * without paint timing gets the two frames; a hidden tab has the 3 s cap.
 */
function startAfterPaint(): void {
  const next = () => setTimeout(start, 0);
  if (hasPainted()) return void next();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(next));
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!hasPainted()) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint' });
}

if (document.readyState === 'complete') startAfterPaint();
else {
  window.addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, Math.max(0, START_AT_LATEST_MS - performance.now()));
}
