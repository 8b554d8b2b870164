import { readyRedis, redisWanted } from '@/cache/redis.cjs';

type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts attempts per key (a form and a client address). */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

type RateLimitOptions = { limit: number; windowMs: number };

/**
 * Every form route's limit per address (each route counts apart): a person sends a form once, and five
 * sends in ten minutes leaves room for retries after a failure.
 */
export const FORM_SENDS: RateLimitOptions = { limit: 5, windowMs: 10 * 60 * 1000 };

/**
 * The limiter of a form route: counted in Redis when REDIS_URL is set, so that several instances of the
 * site share one count per address; in this process's memory otherwise.
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const memory = createMemoryRateLimiter(options);
  return redisWanted() ? createRedisRateLimiter({ ...options, redis: readyRedis, fallback: memory }) : memory;
}

type Window = { count: number; resetAt: number };

/**
 * At most `limit` attempts per key in each fixed window of `windowMs`. Expired windows are swept as keys
 * come and go, and the number of keys is bounded so a flood of addresses cannot grow memory for ever.
 */
export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: RateLimitOptions & { maxKeys?: number; now?: () => number }): RateLimiter {
  const windows = new Map<string, Window>();

  function sweep(at: number) {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still full: forget the oldest keys (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (window) windows.delete(key);
        if (windows.size >= maxKeys) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - at) / 1000) };
    },
  };
}

/** The part of a Redis client the limiter uses: one transaction of three commands. */
export type RateLimitRedis = { multi(): RateLimitTransaction };
type RateLimitTransaction = {
  set(key: string, value: string, options: { NX: true; PX: number }): RateLimitTransaction;
  incr(key: string): RateLimitTransaction;
  pTTL(key: string): RateLimitTransaction;
  exec(): Promise<unknown[]>;
};

/** A Redis answer slower than this is not waited for: the hit is counted in memory instead. */
const REDIS_TIMEOUT_MS = 500;
const REDIS_KEY_PREFIX = 'rate-limit:';

/**
 * At most `limit` attempts per key in each fixed window of `windowMs`, counted in Redis. One transaction
 * opens the window when there is none (SET NX PX, which any Redis version has, unlike PEXPIRE's NX flag),
 * counts the hit (INCR keeps the expiry) and reads the time left. When Redis fails or is slow, the hit is
 * counted by `fallback` in this process (open to the local limit, never to none), logged once per outage.
 */
export function createRedisRateLimiter({
  limit,
  windowMs,
  redis,
  fallback,
}: RateLimitOptions & { redis: () => Promise<RateLimitRedis>; fallback: RateLimiter }): RateLimiter {
  let failing = false;

  async function countHit(key: string): Promise<{ count: number; msLeft: number }> {
    const redisKey = REDIS_KEY_PREFIX + key;
    const transaction = (await redis())
      .multi()
      .set(redisKey, '0', { NX: true, PX: windowMs })
      .incr(redisKey)
      .pTTL(redisKey);
    const [, count, msLeft] = await withTimeout(transaction.exec(), REDIS_TIMEOUT_MS);
    if (typeof count !== 'number' || typeof msLeft !== 'number') {
      throw new Error(`unexpected Redis replies ${String(count)}, ${String(msLeft)}`);
    }
    return { count, msLeft };
  }

  return {
    async hit(key) {
      let counted;
      try {
        counted = await countHit(key);
      } catch (error) {
        if (!failing)
          console.error(`[rate-limit] Redis unavailable, counting in this process: ${String(error)}`);
        failing = true;
        return fallback.hit(key);
      }
      if (failing) console.info('[rate-limit] Redis is back');
      failing = false;
      const allowed = counted.count <= limit;
      // A key without expiry (-1) cannot come from the transaction above; a full window is the safe answer.
      const msLeft = counted.msLeft > 0 ? counted.msLeft : windowMs;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil(msLeft / 1000) };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
