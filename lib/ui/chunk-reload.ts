const STORAGE_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** A failed load of one of the site's script chunks, typically after a new deployment. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|Loading CSS chunk/.test(
        message,
      ))
  );
}

export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page to fetch the new chunks, at most once per minute so a broken deploy cannot loop. */
export function reloadAfterChunkError(): boolean {
  const stored = Number(sessionStorage.getItem(STORAGE_KEY));
  const now = Date.now();
  if (!mayReloadAfterChunkError(stored > 0 ? stored : null, now)) return false;
  sessionStorage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
