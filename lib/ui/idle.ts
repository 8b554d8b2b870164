/** How long work put off until the browser is idle may wait at most. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle (at the latest after IDLE_TIMEOUT_MS), so it never competes with
 * the page's first paint and hydration; returns what cancels it. Safari has no requestIdleCallback: there
 * it runs after the current task.
 */
export function whenIdle(work: () => void): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(work, 1);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

/**
 * Runs `work` just after the browser has painted the next frame: what a tap changes besides its own
 * answer (a message that slides in) then waits for that answer to show, instead of holding it back.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
