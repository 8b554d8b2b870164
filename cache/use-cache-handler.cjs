// The 'use cache' handler (`cacheHandlers.default` and `.remote` in next.config.ts). The site does not turn
// on cacheComponents today; this is wired so that 'use cache' is shared by every instance from its first
// use. With REDIS_URL: the package's Redis handler; without it, and while Redis cannot answer, Next's own
// in-memory handler of this process.
const { getRedisCacheComponentsHandler } = require('@trieb.work/nextjs-turbo-redis-cache');
// An internal path of Next: acceptable because next is pinned to an exact version; check it on upgrades.
const { createDefaultCacheHandler } = require('next/dist/server/lib/cache-handlers/default');
const {
  compressBytes,
  decompressBytes,
  guarded,
  redisOptions,
  redisUsable,
  redisWanted,
  revalidateOnRedis,
} = require('./redis.cjs');

/** The size Next gives its own in-memory 'use cache' handler. */
const LOCAL_CACHE_BYTES = 50 * 1024 * 1024;
const local = createDefaultCacheHandler(LOCAL_CACHE_BYTES);

// Made on first use, once per process (the package keeps one handler and its connections).
const redis = () => getRedisCacheComponentsHandler(redisOptions('use-cache'));
const redisReady = () => redisWanted() && redisUsable(redis().client);

/** An entry with its value's bytes passed through `transform` (the value is a stream, read once). */
async function withValue(entry, transform) {
  if (!entry) return entry;
  const bytes = await transform(Buffer.from(await new Response(entry.value).arrayBuffer()));
  return { ...entry, value: new Blob([bytes]).stream() };
}

/** The package's handler, with large values compressed in Redis (it has no codec option of its own). */
const onRedis = {
  get: async (cacheKey, softTags) => withValue(await redis().get(cacheKey, softTags), decompressBytes),
  set: (cacheKey, pendingEntry) =>
    redis().set(
      cacheKey,
      pendingEntry.then((entry) => withValue(entry, compressBytes)),
    ),
  refreshTags: () => redis().refreshTags(),
  getExpiration: (tags) => redis().getExpiration(tags),
};

/** `operation` on Redis when it can answer; on this process's cache when it cannot, or `fallback` if given. */
function onRedisOrLocal(operation, args, fallback = () => local[operation](...args)) {
  return redisReady()
    ? guarded(operation, () => onRedis[operation](...args), fallback)
    : local[operation](...args);
}

module.exports = {
  get: (cacheKey, softTags) => onRedisOrLocal('get', [cacheKey, softTags]),
  // An entry's stream can be read only once: when Redis fails while storing it, the entry is not kept.
  set: (cacheKey, pendingEntry) => onRedisOrLocal('set', [cacheKey, pendingEntry], () => undefined),
  refreshTags: () => onRedisOrLocal('refreshTags', []),
  getExpiration: (tags) => onRedisOrLocal('getExpiration', [tags]),
  // Also applied locally, so this process's own cache honours it should Redis become unreachable later.
  async updateTags(tags, durations) {
    await local.updateTags(tags, durations);
    if (redisWanted()) {
      await revalidateOnRedis(redis().client, 'updateTags', () => redis().updateTags(tags, durations), tags);
    }
  },
};
