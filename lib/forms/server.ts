import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { UNKNOWN_CLIENT } from '@/lib/security/client-address';
import type { FormLimiters, RateLimiter, RateLimitResult } from './rate-limit';

/**
 * The client's address for rate limiting. The server's client-address hook (instrumentation.ts) has
 * already replaced X-Forwarded-For with the one address it trusts: the socket's, or what a trusted proxy
 * (TRUSTED_PROXIES) saw.
 */
function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.trim() || UNKNOWN_CLIENT;
}

const limitKey = (name: string, request: Request) => `${name}:${clientAddress(request.headers)}`;

function refuseUnless(limit: RateLimitResult): void {
  if (!limit.allowed) throw new ApiError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });
}

/** Counts a request of `name` from the client's address; 429 rate_limited (with Retry-After) past the limit. */
export async function limitPerClient(limiter: RateLimiter, name: string, request: Request): Promise<void> {
  refuseUnless(await limiter.hit(limitKey(name, request)));
}

/**
 * Counts a post to the form `name` as an attempt from the client's address, before its body is read;
 * 429 once the address has used up its attempts, or its sends (then the visitor learns it before
 * uploading anything).
 */
export async function limitFormPost(limits: FormLimiters, name: string, request: Request): Promise<void> {
  const key = limitKey(name, request);
  refuseUnless(await limits.attempts.hit(key));
  refuseUnless(await limits.sends.check(key));
}

/**
 * Hands a checked form to the panel as one of the address's sends: counted before (so sends at the same
 * moment cannot pass the limit together) and given back when the form does not reach the panel.
 */
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

/**
 * A JSON object body of at most `maxBytes`, or null when the body is larger, not JSON or not an object.
 * The size is checked while reading, so a lying or missing Content-Length cannot make it buffer more.
 */
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

/**
 * A form's success: `{ ok: true }` with status 200, plus the receipt `reference` where the form gives one.
 * Refusals are ApiErrors (lib/api/errors.ts), so the browser can say what happened and keep the form.
 */
export function formSuccess(reference?: string): Response {
  const body: { ok: true; reference?: string } =
    reference === undefined ? { ok: true } : { ok: true, reference };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
}
