// CommonJS because Next loads the `cacheHandler` file without compiling it; cache/redis.d.cts types it.
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

/** `next build` never uses Redis, so a fresh clone builds without one. */
function redisWanted() {
  return Boolean(process.env.REDIS_URL?.trim()) && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** Entries from this size on are stored compressed; smaller ones gain too little to be worth the time. */
const COMPRESS_FROM_BYTES = 1024;
/** Quality 5: the default (11) takes seconds on the big list entry, over CALL_TIMEOUT_MS for a `set`. */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

// The package's `valueSerializer` ships only plain JSON and stores strings: compressed bytes go as base64
// behind a marker, and values without it are read as the package's JSON.
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

// The database is explicit (the package picks DB 1 unless VERCEL_ENV=production); keys carry the
// deployment id so a release never reads pages rendered by another.
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

/** A slow connect is given up (an unreachable host would hang); reconnects back off to spare Redis. */
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

// Callers await `firstAttempt` once so the first sends after a start are counted in Redis; afterwards
// commands fail at once while Redis is away (no offline queue), so a down Redis never holds a request up.
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

// Before its first connection a client counts as usable: the first requests wait for Redis (bounded by the
// guard) rather than answer from a local cache that holds only what the build prerendered.
function redisUsable(client) {
  if (client.isReady) connectedOnce.add(client);
  return Date.now() >= skipUntil && (client.isReady || !connectedOnce.has(client));
}

/** A timeout also makes `redisUsable` false for BACKOFF_MS. */
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

/** Sent even during a backoff: a tag revalidation must reach the other instances. */
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
