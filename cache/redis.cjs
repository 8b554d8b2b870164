// What both cache handlers share: whether to use Redis, how to reach it, how large entries are compressed
// there, and the guard that keeps a slow or down Redis from holding up a request. CommonJS because Next
// loads `cacheHandler` / `cacheHandlers` files as they are, without compiling them.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { jsonCacheValueSerializer } = require('@trieb.work/nextjs-turbo-redis-cache');

/** A Redis call that takes longer than this is abandoned; the request goes on without the shared cache. */
const CALL_TIMEOUT_MS = 1_000;
/** After a timeout, Redis is left alone for this long instead of making every request wait again. */
const BACKOFF_MS = 10_000;
/** Reconnection attempts back off up to this: during an outage each failed attempt is logged. */
const MAX_RECONNECT_DELAY_MS = 5_000;

let skipUntil = 0;
const connectedOnce = new WeakSet();

/** REDIS_URL at run time. `next build` never uses Redis: a fresh clone builds with no Redis at all. */
function redisWanted() {
  return Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** Entries from this size on are stored compressed; smaller ones gain too little to be worth the time. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli at quality 5, in libuv's thread pool: the 10,000-talent list entry (10.6 MB of JSON) is stored in
 * 0.95 MB, base64 included, after ~150-250 ms. The default quality (11) takes seconds for it, more than
 * CALL_TIMEOUT_MS allows a `set`.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

// Hand-written: the package takes a codec (`valueSerializer`, a public option) but ships only plain JSON.
// Its values are strings, so compressed bytes go as base64 behind a marker; values without the marker
// (small ones, and those written before compression) are the package's JSON and read as they are.
// Only `RedisStringsHandler` uses it: the 'use cache' handler has no codec (see compressBytes).
const COMPRESSED_TEXT = 'br64:';
const compressingSerializer = {
  async serialize(entry) {
    const json = jsonCacheValueSerializer.serialize(entry);
    if (json.length < COMPRESS_FROM_BYTES) return json;
    return COMPRESSED_TEXT + (await brotli(json, BROTLI)).toString('base64');
  },
  async deserialize(stored) {
    if (!stored.startsWith(COMPRESSED_TEXT)) return jsonCacheValueSerializer.deserialize(stored);
    const json = await unbrotli(Buffer.from(stored.slice(COMPRESSED_TEXT.length), 'base64'));
    return jsonCacheValueSerializer.deserialize(json.toString());
  },
};

/**
 * The same for the bytes (Buffers) of a 'use cache' entry, which that handler stores as they come: large
 * ones are compressed behind a marker that a React payload never starts with (a NUL byte).
 */
const COMPRESSED_BYTES = Buffer.from('\0br\0');
async function compressBytes(bytes) {
  return bytes.length < COMPRESS_FROM_BYTES
    ? bytes
    : Buffer.concat([COMPRESSED_BYTES, await brotli(bytes, BROTLI)]);
}
async function decompressBytes(bytes) {
  return bytes.subarray(0, COMPRESSED_BYTES.length).equals(COMPRESSED_BYTES)
    ? unbrotli(bytes.subarray(COMPRESSED_BYTES.length))
    : bytes;
}

/**
 * Options for @trieb.work/nextjs-turbo-redis-cache. The database is explicit (the package picks DB 1 unless
 * VERCEL_ENV=production) and keys carry the deployment id, which next.config.ts always sets and Next
 * exposes to the server as NEXT_DEPLOYMENT_ID: a release never reads pages rendered by another.
 */
function redisOptions(namespace) {
  return {
    redisUrl: process.env.REDIS_URL.trim(),
    database: Number(process.env.REDIS_DB || 0),
    keyPrefix: `site:${namespace}:${process.env.NEXT_DEPLOYMENT_ID}:`,
    valueSerializer: compressingSerializer,
    socketOptions: {
      connectTimeout: CALL_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  };
}

/**
 * False just after a timeout, and while a client that was connected is reconnecting: callers then use their
 * local cache. Before its first connection a client counts as usable, so the first requests after a start
 * wait for Redis (the package waits, the guard bounds it) rather than answer from a local cache that holds
 * only what the build prerendered.
 */
function redisUsable(client) {
  if (client.isReady) connectedOnce.add(client);
  return Date.now() >= skipUntil && (client.isReady || !connectedOnce.has(client));
}

/**
 * Runs `call` against Redis and answers its result, or `fallback()` when it fails or takes longer than
 * CALL_TIMEOUT_MS. A timeout also makes `redisUsable` false for BACKOFF_MS.
 */
function guarded(operation, call, fallback) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome());
    };
    const timer = setTimeout(
      () =>
        settle(() => {
          skipUntil = Date.now() + BACKOFF_MS;
          console.warn(
            `[cache] Redis ${operation} timed out; using the local cache for ${BACKOFF_MS / 1000} s`,
          );
          return fallback();
        }),
      CALL_TIMEOUT_MS,
    );
    Promise.resolve()
      .then(call)
      .then(
        (value) => settle(() => value),
        (error) =>
          settle(() => {
            console.warn(`[cache] Redis ${operation} failed: ${error?.message ?? error}`);
            return fallback();
          }),
      );
  });
}

/**
 * A tag revalidation is sent to Redis even during a backoff (it must reach the other instances); with
 * Redis down it reaches only this instance's local cache, which the caller has already told.
 */
function revalidateOnRedis(client, operation, call, tags) {
  const thisInstanceOnly = () =>
    console.error('[cache] Redis unavailable: the revalidation of %j reaches this instance only', tags);
  return client.isReady ? guarded(operation, call, thisInstanceOnly) : thisInstanceOnly();
}

module.exports = {
  redisWanted,
  redisOptions,
  redisUsable,
  guarded,
  revalidateOnRedis,
  compressBytes,
  decompressBytes,
};
