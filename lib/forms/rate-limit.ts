export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts attempts per key (a form and a client address). The in-memory limiter below serves one server
 * process; several instances need a shared one (e.g. Redis INCR + EXPIRE) behind the same interface.
 */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
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
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
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
