// The forms' rate limits on a real Debian redis-server, as several instances of the site share them.
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { redisServerForTests } from '../fixtures/redis-server';

let limiterCount = 0;

/** A limiter as an instance of the site makes it; each test counts under its own name. */
function instancesOf(limit: number, windowMs = 60_000) {
  const name = `test-${++limiterCount}`;
  return {
    name,
    a: createRateLimiter({ name, limit, windowMs }),
    b: createRateLimiter({ name, limit, windowMs }),
  };
}

const redis = redisServerForTests();

describe('rate limiter on Redis', () => {
  it('shares one count between instances, kept in Redis, and says when to come back', async () => {
    const { name, a, b } = instancesOf(2);
    expect(await a.hit('contact:203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await b.hit('contact:203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await a.hit('contact:203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await redis().get(`rate-limit:${name}:contact:203.0.113.7`)).toBe('3');
    // Other keys are counted on their own.
    expect((await b.hit('contact:203.0.113.8')).allowed).toBe(true);
  });

  it('checks without counting, and takes back a hit for every instance', async () => {
    const { a, b } = instancesOf(1);
    expect((await a.check('k')).allowed).toBe(true);
    expect((await a.hit('k')).allowed).toBe(true);
    expect((await b.check('k')).allowed).toBe(false);
    await b.giveBack('k');
    expect((await a.check('k')).allowed).toBe(true);
  });

  it('counts in this process, after at most half a second, while Redis does not answer', async () => {
    const { a } = instancesOf(1);
    await redis().sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);
    const started = Date.now();
    expect((await a.hit('k')).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    // Open to the local limit, not to none.
    expect((await a.hit('k')).allowed).toBe(false);
  });
});
