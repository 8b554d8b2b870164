import 'server-only';
import { LRUCache } from 'lru-cache';
import { unstable_cache } from 'next/cache';
import { panelEnv } from './env';
import { describeFailure } from './errors';

// The process remembers each read's last good answer, so a failed refresh never takes content away.

/** Bounded so a huge catalogue cannot grow it forever. */
export const LAST_GOOD_LIMIT = 1_000;
/** Boxed, so an answer of any shape can be remembered. */
const lastGood = new LRUCache<string, { answer: unknown }>({ max: LAST_GOOD_LIMIT });

const BACK_END_KEY = [panelEnv.panel.url, panelEnv.integration.url, panelEnv.storageUrl].join(' ');

// A failed timed refresh keeps Next's cached value; a failed forced one serves this process's last good
// answer. Bearer tokens never enter the key.
export function cachedRead<A extends (string | number)[], R>(
  name: string,
  tags: string[] | ((...args: A) => string[]),
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return (...args: A) => {
    // Another panel's entries (another storage host in every image URL) must never be served.
    const keyParts = ['panel', BACK_END_KEY, name, ...args.map(String)];
    const key = JSON.stringify(keyParts);
    const readOrLastGood = async (): Promise<R> => {
      try {
        const value = await read(...args);
        lastGood.set(key, { answer: value });
        return value;
      } catch (error) {
        const remembered = lastGood.get(key);
        if (!remembered) throw error;
        console.error(`[panel] ${name} failed; serving the last good answer: ${describeFailure(error)}`);
        return remembered.answer as R;
      }
    };
    const cached = unstable_cache(readOrLastGood, keyParts, {
      tags: typeof tags === 'function' ? tags(...args) : tags,
      revalidate: panelEnv.revalidateSeconds,
    })();
    // The build or another instance may have fetched it.
    return cached.then((value) => {
      lastGood.set(key, { answer: value });
      return value;
    });
  };
}

const SHARED_KEY = 'shared';

// Next's cache hands out a fresh parse on every read, which for the talent list costs more than the
// request itself. A failed read is not kept; one forgotten while in flight still answers its callers.
export function sharedForAWhile<T extends NonNullable<unknown>>(read: () => Promise<T>, reuseMs: number) {
  const shared = new LRUCache<typeof SHARED_KEY, T>({
    max: 1,
    ttl: reuseMs,
    fetchMethod: read,
    ignoreFetchAbort: true,
  });
  return {
    get: (): Promise<T> => shared.forceFetch(SHARED_KEY),
    forget: (): void => void shared.delete(SHARED_KEY),
  };
}
