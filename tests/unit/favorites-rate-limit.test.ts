import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '@/lib/forms/rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('in-memory rate limiter', () => {
  it('allows `limit` hits per window and says when to come back', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, now: time.now });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time.advance(15_500);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Other keys are counted on their own.
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('opens a new window once the old one is over', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, now: time.now });
    await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    time.advance(1_000);
    expect((await limiter.hit('a')).allowed).toBe(true);
  });

  it('keeps at most maxKeys keys, forgetting expired and then the oldest', async () => {
    const time = clock();
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2, now: time.now });
    await limiter.hit('old');
    await limiter.hit('a');
    await limiter.hit('b');
    // 'old' was forgotten to make room, so it starts over; 'b' is still counted.
    expect((await limiter.hit('old')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(false);
  });
});
