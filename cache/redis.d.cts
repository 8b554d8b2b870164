// Types of what TypeScript code imports from cache/redis.cjs (the cache handler itself uses the rest).
import type { createClient } from 'redis';

export type RedisConnection = ReturnType<typeof createClient>;

/** Whether the instances of this site share state through Redis (REDIS_URL, at run time). */
export function redisWanted(): boolean;

/** The forms' rate limiter's connection and its first connection attempt (settled, never rejected). */
export function rateLimitRedis(): { client: RedisConnection; firstAttempt: Promise<void> };
