// What both cache handlers share: whether to use Redis, how to reach it, and the guard that keeps a slow or
// down Redis from holding up a request. CommonJS because Next loads `cacheHandler` / `cacheHandlers` files
// as they are, without compiling them.

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

module.exports = { redisWanted, redisOptions, redisUsable, guarded, revalidateOnRedis };
