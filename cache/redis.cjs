// The site's one Redis module: whether to use Redis, how every connection reaches it (the cache handler's
// package and the forms' rate limiter alike), the rate limiter's connection, how large cache entries are
// compressed there, and the guard that keeps a slow or down Redis from holding up a request. CommonJS
// because Next loads the `cacheHandler` file as it is, without compiling it; cache/redis.d.cts types it
// for the TypeScript that imports it.
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const { jsonCacheValueSerializer } = require('@trieb.work/nextjs-turbo-redis-cache');
const { createClient } = require('redis');

/** A Redis call that takes longer than this is abandoned; the request goes on without the shared cache. */
const CALL_TIMEOUT_MS = 1_000;
/** After a timeout, Redis is left alone for this long instead of making every request wait again. */
const BACKOFF_MS = 10_000;
/** Reconnection attempts back off up to this: during an outage each failed attempt is logged. */
const MAX_RECONNECT_DELAY_MS = 5_000;

let skipUntil = 0;
const connectedOnce = new WeakSet();

/**
 * Whether the instances of this site share state through Redis: REDIS_URL at run time. `next build` never
 * uses Redis: a fresh clone builds with no Redis at all.
 */
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
 * Options for @trieb.work/nextjs-turbo-redis-cache. The database is explicit (the package picks DB 1 unless
 * VERCEL_ENV=production) and keys carry the deployment id, which next.config.ts always sets and Next
 * exposes to the server as NEXT_DEPLOYMENT_ID: a release never reads pages rendered by another.
 */
function redisOptions(namespace) {
  const { url, database, socket } = connectionSettings();
  return {
    redisUrl: url,
    database,
    keyPrefix: `site:${namespace}:${process.env.NEXT_DEPLOYMENT_ID}:`,
    valueSerializer: compressingSerializer,
    socketOptions: socket,
  };
}

/**
 * How every connection of this site reaches Redis (REDIS_URL, database REDIS_DB): a connection attempt that
 * takes longer than CALL_TIMEOUT_MS is given up (an unreachable host would otherwise hang), and
 * reconnection attempts back off so a down Redis is not hammered.
 */
function connectionSettings() {
  return {
    url: process.env.REDIS_URL.trim(),
    database: Number(process.env.REDIS_DB || 0),
    socket: {
      connectTimeout: CALL_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  };
}

let rateLimitConnection;

/**
 * The forms' rate limiter's connection: the client, and its first connection attempt, which callers wait
 * for once so the first sends after a start are counted in Redis. It connects on first use and
 * reconnects on its own; afterwards commands fail at once while Redis is away (no offline queue), so a
 * down Redis never holds a request up. (The cache handler's package keeps a connection of its own, made
 * with the same settings.)
 */
function rateLimitRedis() {
  rateLimitConnection ??= connect();
  return rateLimitConnection;
}

function connect() {
  const client = createClient({ ...connectionSettings(), disableOfflineQueue: true });
  // An 'error' event without a listener would end the process; callers report failed commands themselves.
  client.on('error', () => {});
  const firstAttempt = new Promise((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
  });
  // It retries by itself (reconnectStrategy); failures surface as 'error' events, not here.
  client.connect().catch(() => {});
  return { client, firstAttempt };
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
  rateLimitRedis,
  redisOptions,
  redisUsable,
  guarded,
  revalidateOnRedis,
};
