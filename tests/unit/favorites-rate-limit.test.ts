import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, FORM_ATTEMPTS, FORM_SENDS } from '@/lib/forms/rate-limit';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function memoryLimiter(limit: number, windowMs: number) {
  vi.stubEnv('REDIS_URL', '');
  return createRateLimiter({ name: 'test', limit, windowMs });
}

describe('rate limiter without Redis', () => {
  it('allows `limit` hits per window in memory and says when to come back', async () => {
    vi.useFakeTimers();
    const limiter = memoryLimiter(2, 60_000);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    vi.advanceTimersByTime(15_500);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Other keys are counted on their own.
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('opens a new window once the old one is over', async () => {
    vi.useFakeTimers();
    const limiter = memoryLimiter(1, 1_000);
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('checks without counting, and takes back a hit whose action did not happen', async () => {
    const limiter = memoryLimiter(1, 60_000);
    expect(await limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.check('a')).allowed).toBe(false);
    await limiter.giveBack('a');
    expect((await limiter.check('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('falls back to memory, without waiting, when the configured Redis refuses connections', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:1');
    const limiter = createRateLimiter({ name: 'test', limit: 1, windowMs: 60_000 });
    const started = Date.now();
    expect((await limiter.hit('k')).allowed).toBe(true);
    expect((await limiter.hit('k')).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('the forms’ limits', () => {
  it('leave room for an open casting day or an office on one address, and stop floods', () => {
    // 50 applicants on one wifi in an hour; an office of 20 sending two or three booking requests each.
    expect(FORM_SENDS.limit).toBeGreaterThanOrEqual(60);
    expect(FORM_SENDS.windowMs).toBeLessThanOrEqual(60 * 60 * 1000);
    // Refused posts count too: some 25 applicants in the busiest ten minutes, each sending up to three times.
    expect(FORM_ATTEMPTS.limit / (FORM_ATTEMPTS.windowMs / 600_000)).toBeGreaterThanOrEqual(75);
    expect(FORM_ATTEMPTS.limit / (FORM_ATTEMPTS.windowMs / 60_000)).toBeLessThanOrEqual(20);
  });
});
