import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimitRedis, redisWanted, type RedisConnection } from '@/cache/redis.cjs';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
  /** Without counting a hit. */
  check(key: string): Promise<RateLimitResult>;
  giveBack(key: string): Promise<void>;
}

/** `windowMs` in whole seconds; `name` keeps counts apart. */
export type RateLimitOptions = { name: string; limit: number; windowMs: number };

// Every post, refused ones included, stops floods before a body is read; an open casting day's applicants
// on one wifi, some sending again after a refusal, stay well under this.
export const FORM_ATTEMPTS: RateLimitOptions = {
  name: 'form-attempts',
  limit: 120,
  windowMs: 10 * 60 * 1000,
};

/** Protects the panel from junk; an office, school or open casting sharing one address stays within it. */
export const FORM_SENDS: RateLimitOptions = { name: 'form-sends', limit: 60, windowMs: 60 * 60 * 1000 };

export const COMP_CARD_DOWNLOADS: RateLimitOptions = {
  name: 'comp-card',
  limit: 60,
  windowMs: 10 * 60 * 1000,
};

/** A package draws up to fifty cards. */
export const PACKAGE_DOWNLOADS: RateLimitOptions = { name: 'package', limit: 20, windowMs: 10 * 60 * 1000 };

export const COMPOSITE_DOWNLOADS: RateLimitOptions = {
  name: 'composite',
  limit: 30,
  windowMs: 10 * 60 * 1000,
};

export type FormLimiters = { attempts: RateLimiter; sends: RateLimiter };

export function createFormLimiters(): FormLimiters {
  return { attempts: createRateLimiter(FORM_ATTEMPTS), sends: createRateLimiter(FORM_SENDS) };
}

/** A slower Redis answer is not waited for: the hit is counted in this process instead. */
const REDIS_TIMEOUT_MS = 500;

// Instances share counts through Redis; while it is down or slow each counts in its own memory (open to
// the local limit, never to none).
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const memory = memoryLimiter(options);
  if (!redisWanted()) return limiterOf(memory);
  const connection = rateLimitRedis();
  return limiterOf(redisLimiter(options, connection.client, memory), connection.firstAttempt);
}

function memoryLimiter({ name, limit, windowMs }: RateLimitOptions): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix: `rate-limit:${name}`, points: limit, duration: windowMs / 1000 });
}

/** Any failure, a client not connected or a late answer, counts in `memory`. */
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

/** `ready` (Redis's first connection) is awaited before each count. */
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
