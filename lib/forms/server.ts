import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { UNKNOWN_CLIENT } from '@/lib/security/client-address';
import type { FormLimiters, RateLimiter, RateLimitResult } from './rate-limit';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

/** The client-address hook (instrumentation.ts) has replaced X-Forwarded-For with the one it trusts. */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.trim() || UNKNOWN_CLIENT;
}

const limitKey = (name: string, request: Request) => `${name}:${clientAddress(request.headers)}`;

function refuseUnless(limit: RateLimitResult): void {
  if (!limit.allowed) throw new ApiError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });
}

/** 429 rate_limited (with Retry-After) past the limit. */
export async function limitPerClient(limiter: RateLimiter, name: string, request: Request): Promise<void> {
  refuseUnless(await limiter.hit(limitKey(name, request)));
}

/** Before the body is read: with the sends used up too, the visitor learns it before uploading anything. */
export async function limitFormPost(limits: FormLimiters, name: string, request: Request): Promise<void> {
  const key = limitKey(name, request);
  refuseUnless(await limits.attempts.hit(key));
  refuseUnless(await limits.sends.check(key));
}

/** Counted before, so simultaneous sends cannot pass the limit together; given back if the panel fails. */
export async function sendCounted<T>(
  limits: FormLimiters,
  name: string,
  request: Request,
  forward: () => Promise<T>,
): Promise<T> {
  const key = limitKey(name, request);
  refuseUnless(await limits.sends.hit(key));
  try {
    return await forward();
  } catch (error) {
    await limits.sends.giveBack(key);
    throw error;
  }
}

/** Checked while reading, so a lying or missing Content-Length cannot make it buffer more. */
export async function readJsonObject(
  request: Request,
  maxBytes: number,
): Promise<Record<string, unknown> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes || !request.body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function formSuccess(reference: string): Response {
  return Response.json({ ok: true, reference }, { headers: { 'Cache-Control': CACHE_CONTROL.noStore } });
}
