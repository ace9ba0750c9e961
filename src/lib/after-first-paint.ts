/**
 * Runs `task` once the page has loaded and the browser is idle, so optional work
 * (Firebase above all) never competes with the first paint or hydration.
 * Returns a function that cancels the task if it has not started.
 */
export function afterFirstPaint(task: () => void): () => void {
  let cancelScheduled = () => {};
  const schedule = () => {
    // Safari has no requestIdleCallback; a macrotask after load is the next best moment.
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(task, { timeout: 2000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1);
      cancelScheduled = () => clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });

  return () => {
    window.removeEventListener("load", schedule);
    cancelScheduled();
  };
}
