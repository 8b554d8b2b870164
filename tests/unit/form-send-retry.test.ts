// When a send that failed on its way is tried again, after how long, and what the visitor is told meanwhile.
import { describe, expect, it } from 'vitest';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { RESUME_WINDOW_MS, retryPlan } from '@/lib/forms/send-retry';

const dropped = new ApiNoAnswer('network', 'POST /api/be-a-model failed');
const soFar = (attempt: number, failingForMs = 0, online = true) => ({ attempt, failingForMs, online });

describe('retryPlan', () => {
  it('backs off from 1 s, doubling up to 30 s, for a dropped connection', () => {
    const waits = Array.from({ length: 8 }, (_, index) => retryPlan(dropped, soFar(index + 1))?.waitMs);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('says whether the browser knows it is offline, or only that the connection failed', () => {
    expect(retryPlan(dropped, soFar(1, 0, false))).toEqual({ reason: 'offline', waitMs: 1_000 });
    expect(retryPlan(dropped, soFar(1, 0, true))).toEqual({ reason: 'network', waitMs: 1_000 });
  });

  it('keeps trying for 10 minutes after the first failure, and no longer', () => {
    expect(retryPlan(dropped, soFar(25, RESUME_WINDOW_MS - 1))).toEqual({
      reason: 'network',
      waitMs: 30_000,
    });
    expect(retryPlan(dropped, soFar(26, RESUME_WINDOW_MS))).toBeNull();
    expect(RESUME_WINDOW_MS).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it('tries a body the site cut as too slow again like a dropped connection', () => {
    expect(retryPlan(new ApiError('upload_too_slow'), soFar(2))).toEqual({
      reason: 'network',
      waitMs: 2_000,
    });
    expect(retryPlan(new ApiError('upload_too_slow', { retryAfterSeconds: 2 }), soFar(1, 0, false))).toEqual({
      reason: 'offline',
      waitMs: 1_000,
    });
  });

  it('waits no less than a busy or rate-limited answer asks, and the backoff when it asks less', () => {
    expect(retryPlan(new ApiError('busy', { retryAfterSeconds: 5 }), soFar(1))).toEqual({
      reason: 'busy',
      waitMs: 5_000,
    });
    expect(retryPlan(new ApiError('rate_limited', { retryAfterSeconds: 5 }), soFar(5))).toEqual({
      reason: 'busy',
      waitMs: 16_000,
    });
    expect(retryPlan(new ApiError('busy'), soFar(1))).toEqual({ reason: 'busy', waitMs: 1_000 });
  });

  it('gives a wait past the window back to the visitor: the refusal tells them how long', () => {
    expect(retryPlan(new ApiError('rate_limited', { retryAfterSeconds: 3_600 }), soFar(1))).toBeNull();
    expect(
      retryPlan(new ApiError('busy', { retryAfterSeconds: 60 }), soFar(3, RESUME_WINDOW_MS - 30_000)),
    ).toBeNull();
  });

  it('tries an answer from something other than the route a few times only', () => {
    const proxyPage = new ApiNoAnswer('unexpected', 'HTTP 502');
    expect(retryPlan(proxyPage, soFar(3))).toEqual({ reason: 'network', waitMs: 4_000 });
    expect(retryPlan(proxyPage, soFar(4))).toBeNull();
  });

  it.each([
    'invalid_fields',
    'too_fast',
    'too_large',
    'unsupported_file',
    'panel_unavailable',
    'video_unavailable',
    'reference_reused',
    'cross_site',
  ] as const)('never tries %s again on its own', (code) => {
    expect(retryPlan(new ApiError(code), soFar(1))).toBeNull();
  });

  it('never tries again what is not a send failure (a bug)', () => {
    expect(retryPlan(new TypeError('x is undefined'), soFar(1))).toBeNull();
  });
});
