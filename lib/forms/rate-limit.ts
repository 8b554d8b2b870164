import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimitRedis, redisWanted, type RedisConnection } from '@/cache/redis.cjs';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts hits per key (what is limited and a client address) in fixed windows. */
export interface RateLimiter {
  /** Counts one hit; refused past the limit, with the time until the window ends. */
  hit(key: string): Promise<RateLimitResult>;
  /** Whether one more hit would be allowed, without counting one. */
  check(key: string): Promise<RateLimitResult>;
  /** Takes back a counted hit whose action did not happen. */
  giveBack(key: string): Promise<void>;
}

/**
 * `limit` hits per key in each fixed window of `windowMs` (whole seconds); `name` keeps counts apart. Every
 * route's policy is one of the constants below.
 */
export type RateLimitOptions = { name: string; limit: number; windowMs: number };

/**
 * Every post to a form route, refused ones included (a typo the server caught, a too-fast send), per
 * client address: stops floods before a body is read. An open casting day puts some 25 applicants on one
 * wifi in its busiest ten minutes, a few of them sending twice or three times after a refusal: well
 * under 120. A script is refused after two posts a minute on average.
 */
export const FORM_ATTEMPTS: RateLimitOptions = {
  name: 'form-attempts',
  limit: 120,
  windowMs: 10 * 60 * 1000,
};

/**
 * Forms that reach the panel, per client address and form: what protects the agency from junk entries.
 * An office, a school or an open casting shares one address: 50 applicants on one wifi in an hour, or an
 * office of 20 each sending two or three booking requests, stay within 60.
 */
export const FORM_SENDS: RateLimitOptions = { name: 'form-sends', limit: 60, windowMs: 60 * 60 * 1000 };

/** A booker prints a good number of comp cards in a row; more than sixty in ten minutes is a script. */
export const COMP_CARD_DOWNLOADS: RateLimitOptions = {
  name: 'comp-card',
  limit: 60,
  windowMs: 10 * 60 * 1000,
};

/** A package draws up to fifty cards: twenty per address in ten minutes is more than a booker needs. */
export const PACKAGE_DOWNLOADS: RateLimitOptions = { name: 'package', limit: 20, windowMs: 10 * 60 * 1000 };

/** A booker prints a few composites in a row; thirty in ten minutes from one address is a script. */
export const COMPOSITE_DOWNLOADS: RateLimitOptions = {
  name: 'composite',
  limit: 30,
  windowMs: 10 * 60 * 1000,
};

/** A form route's two counts (each route counts apart). */
export type FormLimiters = { attempts: RateLimiter; sends: RateLimiter };

export function createFormLimiters(): FormLimiters {
  return { attempts: createRateLimiter(FORM_ATTEMPTS), sends: createRateLimiter(FORM_SENDS) };
}

/** A Redis answer slower than this is not waited for: the hit is counted in this process instead. */
const REDIS_TIMEOUT_MS = 500;

/**
 * A limiter counted in Redis when REDIS_URL is set, so that several instances of the site share one count
 * per key; in this process's memory otherwise. While Redis is down or slower than REDIS_TIMEOUT_MS, each
 * instance counts in its own memory (open to the local limit, never to none).
 */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const memory = memoryLimiter(options);
  if (!redisWanted()) return limiterOf(memory);
  const connection = rateLimitRedis();
  return limiterOf(redisLimiter(options, connection.client, memory), connection.firstAttempt);
}

function memoryLimiter({ name, limit, windowMs }: RateLimitOptions): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: `rate-limit:${name}`, points: limit, duration: windowMs / 1000 });
}

/** Counted in Redis through `client`; any failure, a client not connected or a late answer, uses `memory`. */
export function redisLimiter(
  { name, limit, windowMs }: RateLimitOptions,
  client: Pick<RedisConnection, 'eval' | 'multi' | 'del' | 'isReady'>,
  memory: RateLimiterAbstract,
): RLWrapperTimeouts {
  const redis = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `rate-limit:${name}`,
    points: limit,
    duration: windowMs / 1000,
  });
  return new RLWrapperTimeouts({ limiter: redis, timeoutMs: REDIS_TIMEOUT_MS, insuranceLimiter: memory });
}

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/**
 * The site's view of a library limiter; `ready` is waited for before each count (Redis's first connection).
 */
export function limiterOf(
  limiter: RateLimiterAbstract | RLWrapperTimeouts,
  ready: Promise<void> = Promise.resolve(),
): RateLimiter {
  return {
    async hit(key) {
      await ready;
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: retryAfter(refusal.msBeforeNext) };
      }
    },
    async check(key) {
      await ready;
      const counted = await limiter.get(key);
      const allowed = !counted || counted.remainingPoints > 0;
      return { allowed, retryAfterSeconds: allowed ? 0 : retryAfter(counted.msBeforeNext) };
    },
    async giveBack(key) {
      await ready;
      await limiter.reward(key);
    },
  };
}
