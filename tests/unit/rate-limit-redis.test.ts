import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRateLimiter,
  createRateLimiter,
  createRedisRateLimiter,
  type RateLimitRedis,
} from '@/lib/forms/rate-limit';

type Behaviour = 'ok' | 'error' | 'hang';

/**
 * Redis as far as the limiter uses it: SET NX PX, INCR (keeps the expiry) and PTTL in one transaction,
 * on a clock the test moves. `behaviour` makes the transaction fail or never answer.
 */
function fakeRedis() {
  let now = 0;
  let behaviour: Behaviour = 'ok';
  const keys = new Map<string, { value: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = keys.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  const client: RateLimitRedis = {
    multi() {
      const commands: (() => number | string)[] = [];
      const transaction = {
        set(key: string, value: string, options: { NX: true; PX: number }) {
          commands.push(() => {
            if (options.NX && live(key)) return 0;
            keys.set(key, { value: Number(value), expiresAt: now + options.PX });
            return 'OK';
          });
          return transaction;
        },
        incr(key: string) {
          commands.push(() => {
            const entry = live(key) ?? { value: 0, expiresAt: Infinity };
            entry.value += 1;
            keys.set(key, entry);
            return entry.value;
          });
          return transaction;
        },
        pTTL(key: string) {
          commands.push(() => {
            const entry = live(key);
            if (!entry) return -2;
            return entry.expiresAt === Infinity ? -1 : entry.expiresAt - now;
          });
          return transaction;
        },
        exec() {
          if (behaviour === 'error') return Promise.reject(new Error('The client is offline'));
          if (behaviour === 'hang') return new Promise<unknown[]>(() => {});
          return Promise.resolve(commands.map((command) => command()));
        },
      };
      return transaction;
    },
  };
  return {
    client,
    keys,
    advance: (ms: number) => (now += ms),
    behave: (next: Behaviour) => (behaviour = next),
  };
}

function limiterOn(redis: ReturnType<typeof fakeRedis>, limit = 2, windowMs = 60_000) {
  const fallback = createMemoryRateLimiter({ limit, windowMs });
  const fallbackHit = vi.spyOn(fallback, 'hit');
  const limiter = createRedisRateLimiter({ limit, windowMs, redis: async () => redis.client, fallback });
  return { limiter, fallbackHit };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('Redis rate limiter', () => {
  it('allows `limit` hits per window, counted in Redis, and says when to come back', async () => {
    const redis = fakeRedis();
    const { limiter, fallbackHit } = limiterOn(redis);
    expect(await limiter.hit('contact:203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('contact:203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    redis.advance(15_500);
    expect(await limiter.hit('contact:203.0.113.7')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(redis.keys.get('rate-limit:contact:203.0.113.7')?.value).toBe(3);
    // Other keys are counted on their own; the memory fallback was never needed.
    expect((await limiter.hit('contact:203.0.113.8')).allowed).toBe(true);
    expect(fallbackHit).not.toHaveBeenCalled();
  });

  it('keeps the window fixed: later hits do not extend it, and a new one opens when it is over', async () => {
    const redis = fakeRedis();
    const { limiter } = limiterOn(redis, 1, 10_000);
    await limiter.hit('a');
    redis.advance(9_000);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    redis.advance(1_000);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('shares the count between limiters on one Redis, as instances of the site do', async () => {
    const redis = fakeRedis();
    const instanceA = limiterOn(redis).limiter;
    const instanceB = limiterOn(redis).limiter;
    expect((await instanceA.hit('k')).allowed).toBe(true);
    expect((await instanceB.hit('k')).allowed).toBe(true);
    expect((await instanceA.hit('k')).allowed).toBe(false);
  });

  it('counts in memory when Redis fails, logs that once, and goes back to Redis when it answers', async () => {
    const redis = fakeRedis();
    const { limiter, fallbackHit } = limiterOn(redis);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    redis.behave('error');
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(true);
    // Open to the local limit, not to none.
    expect((await limiter.hit('k')).allowed).toBe(false);
    expect(fallbackHit).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(1);

    redis.behave('ok');
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect(fallbackHit).toHaveBeenCalledTimes(3);
    expect(info).toHaveBeenCalledWith('[rate-limit] Redis is back');
  });

  it('counts in memory when connecting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fallback = createMemoryRateLimiter({ limit: 1, windowMs: 1_000 });
    const limiter = createRedisRateLimiter({
      limit: 1,
      windowMs: 1_000,
      redis: () => Promise.reject(new Error('Redis is not connected')),
      fallback,
    });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
  });

  it('does not wait for a Redis that does not answer', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const redis = fakeRedis();
    const { limiter, fallbackHit } = limiterOn(redis);
    redis.behave('hang');
    const hit = limiter.hit('k');
    await vi.advanceTimersByTimeAsync(500);
    expect(await hit).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(fallbackHit).toHaveBeenCalledOnce();
  });
});

describe('createRateLimiter', () => {
  it('counts in memory when no Redis is configured', async () => {
    vi.stubEnv('REDIS_URL', '');
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect(await limiter.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('falls back to memory, without waiting, when the configured Redis refuses connections', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    const started = Date.now();
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
