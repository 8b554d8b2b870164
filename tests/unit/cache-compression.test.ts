// The shared Redis cache (cache/) stores large entries brotli-compressed, on a real Debian redis-server
// started on a free port: entries read back identical on another instance, take a fraction of their size
// in Redis, and a tag revalidation through one instance still reaches the other.
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { reshapeTalent } from '@/lib/panel/reshape';
import { buildCatalogue } from '@/local-panel/content/talents';
import { buildMediaPool } from '@/local-panel/media/pool';
import { redisServerForTests } from '../fixtures/redis-server';

// The handler is CommonJS loaded as Next loads it (uncompiled); these types are what the test uses.
type FetchValue = { kind: 'FETCH'; data: { headers: object; body: string; status: number; url: string } };
type IncrementalCacheHandler = {
  get(key: string, context: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: FetchValue, context: object): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
};
const require = createRequire(import.meta.url);
const INCREMENTAL_HANDLER = path.resolve('cache/incremental-cache-handler.cjs');
const DEPLOYMENT_ID = 'compression-test';
const TAG = 'panel:talents';

/** A new instance of the site's handler: a fresh module, so its own Redis connections and maps. */
function incrementalInstance(): IncrementalCacheHandler {
  delete require.cache[INCREMENTAL_HANDLER];
  const Handler = require(INCREMENTAL_HANDLER);
  // Next's own filesystem cache (the fallback while Redis cannot answer) only keeps this path until used.
  return new Handler({ serverDistDir: path.join(tmpdir(), 'cache-compression-test'), revalidatedTags: [] });
}

/** What `unstable_cache` hands the cache for the site's talent list (lib/panel: getTalents). */
function talentListEntry(count: number): FetchValue {
  const talents = buildCatalogue(count, buildMediaPool(0.1)).talents.map((raw) =>
    reshapeTalent(raw, 'https://panel.example.com/storage'),
  );
  return {
    kind: 'FETCH',
    data: { headers: {}, body: JSON.stringify(talents), status: 200, url: '' },
  };
}

const fetchContext = {
  kind: 'FETCH',
  revalidate: 300,
  fetchUrl: '',
  fetchIdx: 0,
  tags: [TAG],
  softTags: [],
  isFallback: false,
};
const setContext = { fetchCache: true, tags: [TAG], fetchIdx: 0, fetchUrl: '' };

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

const redis = redisServerForTests({
  // The cache package learns about expired and evicted keys from these notifications.
  args: ['--notify-keyspace-events', 'Exe'],
  env: { REDIS_DB: '0', NEXT_DEPLOYMENT_ID: DEPLOYMENT_ID },
});

describe('incremental cache (pages and panel data) in Redis', () => {
  it('stores the 10,000-talent list compressed, reads it back identical elsewhere, and revalidates', async () => {
    const key = 'talent-list';
    const entry = talentListEntry(10_000);
    const instanceA = incrementalInstance();
    const instanceB = incrementalInstance();

    await instanceA.set(key, entry, setContext);

    const stored = await redis().get(`site:incremental-cache:${DEPLOYMENT_ID}:${key}`);
    expect(stored?.startsWith('br64:')).toBe(true);
    // What the package would have stored without compression: its JSON of the entry.
    const rawBytes = Buffer.byteLength(JSON.stringify({ lastModified: 0, tags: [TAG], value: entry }));
    const storedBytes = await redis().strLen(`site:incremental-cache:${DEPLOYMENT_ID}:${key}`);
    console.info(
      `[cache-compression] 10,000-talent list: ${megabytes(rawBytes)} as JSON, ${megabytes(storedBytes)} ` +
        `in Redis (${(rawBytes / storedBytes).toFixed(1)}x smaller)`,
    );
    expect(storedBytes).toBeLessThan(rawBytes / 5);

    const read = await instanceB.get(key, fetchContext);
    expect(read?.value).toEqual(entry);

    // A revalidation through B drops the entry A wrote, for A too.
    await instanceB.revalidateTag([TAG]);
    await vi.waitFor(async () => expect(await instanceA.get(key, fetchContext)).toBeNull());
    expect(await redis().exists(`site:incremental-cache:${DEPLOYMENT_ID}:${key}`)).toBe(0);
  }, 30_000);

  it('keeps small entries as plain JSON and still reads large entries stored uncompressed', async () => {
    const instance = incrementalInstance();
    const small: FetchValue = { kind: 'FETCH', data: { headers: {}, body: '[]', status: 200, url: '' } };
    await instance.set('small', small, setContext);
    expect((await redis().get(`site:incremental-cache:${DEPLOYMENT_ID}:small`))?.startsWith('{')).toBe(true);
    expect((await incrementalInstance().get('small', fetchContext))?.value).toEqual(small);

    // As the package wrote entries before compression.
    const old = talentListEntry(200);
    await redis().set(
      `site:incremental-cache:${DEPLOYMENT_ID}:old`,
      JSON.stringify({ lastModified: Date.now(), tags: [TAG], value: old }),
    );
    expect((await instance.get('old', fetchContext))?.value).toEqual(old);
  }, 30_000);
});
