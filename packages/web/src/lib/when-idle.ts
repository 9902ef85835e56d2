/**
 * Runs `task` once the page has loaded and the browser is idle (a timeout where there is no
 * requestIdleCallback, as in Safari): for code a visitor will likely need soon, fetched without delaying
 * the page's own start. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelIdle: () => void = () => undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 200);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
