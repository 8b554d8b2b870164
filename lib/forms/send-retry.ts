import { ApiError, ApiNoAnswer } from '@/lib/api/errors';

/** A phone in a lift or a basement loses its signal for minutes: a send keeps trying this long. */
export const RESUME_WINDOW_MS = 10 * 60_000;
const FIRST_WAIT_MS = 1_000;
/** Tries stay this close, so a send goes on soon after the connection returns even unannounced. */
const LONGEST_WAIT_MS = 30_000;
/** An answer from something other than the route (a proxy's error page) passes within a few tries, or never. */
const UNEXPECTED_TRIES = 4;

/** Why a send waits: no connection as the browser tells it, a failed connection, or the site asking for time. */
export type RetryReason = 'offline' | 'network' | 'busy';

export type RetryPlan = { reason: RetryReason; waitMs: number };

type SendSoFar = {
  /** The try that just failed, from 1. */
  attempt: number;
  /** Since the send's first failure. */
  failingForMs: number;
  /** `navigator.onLine`. */
  online: boolean;
};

// Only forms the route takes once per reference are tried again (a resend cannot duplicate), and "busy"
// or "too many" answers no sooner than their Retry-After.
export function retryPlan(failure: unknown, { attempt, failingForMs, online }: SendSoFar): RetryPlan | null {
  if (failingForMs >= RESUME_WINDOW_MS) return null;
  const backoff = Math.min(FIRST_WAIT_MS * 2 ** (attempt - 1), LONGEST_WAIT_MS);
  if (failure instanceof ApiNoAnswer) {
    if (failure.reason === 'unexpected' && attempt >= UNEXPECTED_TRIES) return null;
    return { reason: online ? 'network' : 'offline', waitMs: backoff };
  }
  if (!(failure instanceof ApiError)) return null;
  switch (failure.code) {
    case 'upload_too_slow':
      return { reason: online ? 'network' : 'offline', waitMs: backoff };
    case 'busy':
    case 'rate_limited': {
      const waitMs = Math.max(backoff, (failure.retryAfterSeconds ?? 0) * 1000);
      // A wait past the window is the visitor's to choose: the refusal tells them how long.
      return failingForMs + waitMs > RESUME_WINDOW_MS ? null : { reason: 'busy', waitMs };
    }
    default:
      return null;
  }
}
