import 'server-only';
import { unstable_cache } from 'next/cache';
import { panelEnv } from './env';
import { describeFailure } from './errors';

// How panel reads are kept: every read is cached in Next's data cache under its tags (shared by every
// instance through cache/ when REDIS_URL is set), and this process remembers the last good answer of
// each, so a refresh that fails never takes content away from visitors.

/** Last good answers of this server process, newest last; bounded so a huge catalogue cannot grow it forever. */
export const LAST_GOOD_LIMIT = 1_000;
const lastGood = new Map<string, unknown>();

const BACK_END_KEY = [panelEnv.panel.url, panelEnv.integration.url, panelEnv.storageUrl].join(' ');

function rememberGood(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string);
}

/**
 * A read kept in Next's data cache under `tags`, refreshed every PANEL_REVALIDATE_SECONDS. When a
 * time-based refresh fails (panel down, 500, timeout), Next keeps serving the cached value. When a refresh
 * forced by a tag revalidation fails, the last good answer this process read (fetched or from the cache)
 * is served instead, so visitors keep the last good content either way. The cache key is the back end,
 * the call's name and its arguments: bearer tokens never enter it.
 */
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  tags: string[] | ((...args: A) => string[]),
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    // The back end's addresses are part of the key: entries read from another panel (another storage
    // host in every image URL) must never be served, even from a cache kept across builds.
    const keyParts = ['panel', BACK_END_KEY, name, ...args.map(String)];
    const key = JSON.stringify(keyParts);
    const readOrLastGood = async (): Promise<R> => {
      try {
        const value = await read(...args);
        rememberGood(key, value);
        return value;
      } catch (error) {
        if (!lastGood.has(key)) throw error;
        console.error(`[panel] ${name} failed; serving the last good answer: ${describeFailure(error)}`);
        return lastGood.get(key) as R;
      }
    };
    const cached = unstable_cache(readOrLastGood, keyParts, {
      tags: typeof tags === 'function' ? tags(...args) : tags,
      revalidate: panelEnv.revalidateSeconds,
    })();
    // A cached answer is a good answer too: this process may never have fetched it itself (the build
    // did, or another instance sharing the cache).
    return cached.then((value) => {
      rememberGood(key, value);
      return value;
    });
  };
}

/**
 * One answer of `read` shared by every caller for `reuseMs`, for hot paths that carry no cache tags: Next's
 * cache hands out a fresh parse on every read, which for the 10,000-talent list costs more than the request
 * itself. A failed read is not kept; `forget` drops the answer at once (a revalidation of its tag).
 */
export function sharedForAWhile<T>(read: () => Promise<T>, reuseMs: number) {
  let shared: { until: number; value: Promise<T> } | null = null;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (!shared || shared.until < now) {
        const value = read();
        shared = { until: now + reuseMs, value };
        value.catch(() => {
          if (shared?.value === value) shared = null;
        });
      }
      return shared.value;
    },
    forget(): void {
      shared = null;
    },
  };
}
