import { HYDRATING_ATTRIBUTE } from './app/hydration-marker';

/**
 * The gateway sends every page already rendered. The app's code is fetched once the page has loaded
 * (its first images and font), so on a slow phone it does not take their bandwidth and the page shows
 * sooner. Until it runs, the page reads and its links work (HydrationGate); a form is held here, so it
 * cannot submit itself the browser's way. At most 3 s after navigation the app starts anyway.
 * The libraries are evaluated in tasks of their own before the app's code: on a slow phone, one task
 * evaluating everything would block taps and scrolling for a long moment.
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

/** After the frame that shows what has loaded has been painted (a hidden tab has the 3 s cap). */
const startAfterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));

if (document.readyState === 'complete') startAfterPaint();
else {
  window.addEventListener('load', startAfterPaint, { once: true });
  setTimeout(start, Math.max(0, START_AT_LATEST_MS - performance.now()));
}
