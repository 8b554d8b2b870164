import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { UNKNOWN_CLIENT } from '@/lib/security/client-address';
import type { RateLimiter } from './rate-limit';

/**
 * The client's address for rate limiting. The server's client-address hook (instrumentation.ts) has
 * already replaced X-Forwarded-For with the one address it trusts: the socket's, or what a trusted proxy
 * (TRUSTED_PROXIES) saw.
 */
function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.trim() || UNKNOWN_CLIENT;
}

/** Counts a request of `name` from the client's address; 429 rate_limited (with Retry-After) past the limit. */
export async function limitPerClient(limiter: RateLimiter, name: string, request: Request): Promise<void> {
  const limit = await limiter.hit(`${name}:${clientAddress(request.headers)}`);
  if (!limit.allowed) throw new ApiError('rate_limited', { retryAfterSeconds: limit.retryAfterSeconds });
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
