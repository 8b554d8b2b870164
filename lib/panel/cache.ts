import 'server-only';
import { unstable_cache } from 'next/cache';
import { panelEnv } from './env';
import { describeFailure } from './errors';

// The process remembers each read's last good answer, so a failed refresh never takes content away.

/** Bounded so a huge catalogue cannot grow it forever. */
export const LAST_GOOD_LIMIT = 1_000;
const lastGood = new Map<string, unknown>();

const BACK_END_KEY = [panelEnv.panel.url, panelEnv.integration.url, panelEnv.storageUrl].join(' ');

function rememberGood(key: string, value: unknown): void {
  lastGood.delete(key);
  lastGood.set(key, value);
  if (lastGood.size > LAST_GOOD_LIMIT) lastGood.delete(lastGood.keys().next().value as string);
}

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
    // The build or another instance may have fetched it.
    return cached.then((value) => {
      rememberGood(key, value);
      return value;
    });
  };
}

// Next's cache hands out a fresh parse on every read, which for the talent list costs more than the
// request itself. A failed read is not kept.
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
