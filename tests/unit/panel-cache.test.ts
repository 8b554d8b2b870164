// The panel cache's fallbacks (lib/panel/cache.ts): what a visitor gets when a refresh of panel content
// fails, with Next's data cache stood in for by a map that can be expired as a tag revalidation does.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stored = new Map<string, unknown>();
const keysAsked: string[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    <R>(read: () => Promise<R>, keyParts: string[]) =>
    async (): Promise<R> => {
      const key = JSON.stringify(keyParts);
      keysAsked.push(key);
      if (stored.has(key)) return stored.get(key) as R;
      const value = await read();
      stored.set(key, value);
      return value;
    },
}));

// lru-cache keeps the clock it finds when first imported, so the fake one goes in first; it reads a
// start at time 0 as no start, so the fake clock is moved off 0.
vi.useFakeTimers();
vi.advanceTimersByTime(1);
const { cachedRead, LAST_GOOD_LIMIT, sharedForAWhile } = await import('@/lib/panel/cache');
const { PanelError } = await import('@/lib/panel/errors');

const panelDown = () => new PanelError('network', 0, 'panel', '/api/website-texts');

beforeEach(() => {
  stored.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => vi.useRealTimers());

describe('a cached panel read', () => {
  it('answers from the cache without asking the panel again', async () => {
    const read = vi.fn(async (name: string) => `texts of ${name}`);
    const texts = cachedRead('texts-a', ['website-texts'], read);
    expect(await texts('home')).toBe('texts of home');
    expect(await texts('home')).toBe('texts of home');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('serves the last good answer when a refresh after revalidation fails', async () => {
    let panelUp = true;
    const texts = cachedRead('texts-b', ['website-texts'], async () => {
      if (!panelUp) throw panelDown();
      return { contact_email: 'bookings@agencia.example' };
    });
    expect(await texts()).toEqual({ contact_email: 'bookings@agencia.example' });

    stored.clear(); // the panel asked for a revalidation
    panelUp = false;
    expect(await texts()).toEqual({ contact_email: 'bookings@agencia.example' });
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('serving the last good answer'));
  });

  it('remembers an answer it only found in the cache (the build or another instance read it)', async () => {
    const texts = cachedRead('texts-d', ['website-texts'], async (): Promise<string> => {
      throw panelDown();
    });
    await expect(texts()).rejects.toThrow(PanelError);
    // Another process filled the cache under the same key: this one never read it from the panel.
    stored.set(keysAsked.at(-1)!, 'from the build');
    expect(await texts()).toBe('from the build');

    stored.clear(); // revalidated, and the panel is down
    expect(await texts()).toBe('from the build');
  });

  it('fails when the panel fails and this process has no good answer', async () => {
    const texts = cachedRead('texts-e', ['website-texts'], async (): Promise<string> => {
      throw panelDown();
    });
    await expect(texts()).rejects.toThrow(PanelError);
  });

  it('keeps each argument apart, and at most LAST_GOOD_LIMIT answers', async () => {
    let panelUp = true;
    const profile = cachedRead(
      'profile',
      (id: number) => [`talent:${id}`],
      async (id: number) => {
        if (!panelUp) throw panelDown();
        return `profile ${id}`;
      },
    );
    for (let id = 0; id <= LAST_GOOD_LIMIT; id += 1) await profile(id);
    stored.clear();
    panelUp = false;
    expect(await profile(LAST_GOOD_LIMIT)).toBe(`profile ${LAST_GOOD_LIMIT}`);
    expect(await profile(1)).toBe('profile 1');
    // The oldest answer made room for the newest.
    await expect(profile(0)).rejects.toThrow(PanelError);
  });
});

describe('an answer shared for a while', () => {
  it('is read once within its time, again after it or after forget', async () => {
    let reads = 0;
    const list = sharedForAWhile(async () => (reads += 1), 5_000);
    expect(await list.get()).toBe(1);
    expect(await list.get()).toBe(1);
    vi.advanceTimersByTime(5_001);
    expect(await list.get()).toBe(2);
    list.forget();
    expect(await list.get()).toBe(3);
  });

  it('answers a read forgotten while in flight, and reads again after it', async () => {
    let reads = 0;
    const list = sharedForAWhile(async () => (reads += 1), 5_000);
    const inFlight = list.get();
    list.forget();
    expect(await inFlight).toBe(1);
    expect(await list.get()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const list = sharedForAWhile(async () => {
      if (fail) throw panelDown();
      return 'list';
    }, 5_000);
    await expect(list.get()).rejects.toThrow(PanelError);
    fail = false;
    expect(await list.get()).toBe('list');
  });
});
