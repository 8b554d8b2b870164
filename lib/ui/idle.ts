const IDLE_TIMEOUT_MS = 2000;

/** Safari has no requestIdleCallback: there it runs after the current task. */
export function whenIdle(work: () => void): () => void {
  if (!('requestIdleCallback' in window)) {
    const timer = setTimeout(work, 1);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(handle);
}

/** What a tap changes besides its own answer then waits for that answer to show. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** Runs `work` once `picture` has loaded or failed (at once without one, or if it already has). */
export function afterPictureLoads(
  picture: HTMLImageElement | null | undefined,
  work: () => void,
): () => void {
  if (!picture || picture.complete) {
    work();
    return () => {};
  }
  const controller = new AbortController();
  const settle = () => {
    controller.abort();
    work();
  };
  picture.addEventListener('load', settle, { signal: controller.signal });
  picture.addEventListener('error', settle, { signal: controller.signal });
  return () => controller.abort();
}
