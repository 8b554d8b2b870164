import 'server-only';
import { UNKNOWN_CLIENT } from '@/lib/security/client-address';
import { FORM_FAILURE_STATUS, type FormFailure, type FormSuccess } from './answers';

/**
 * The client's address for rate limiting. The server's client-address hook (instrumentation.ts) has
 * already replaced X-Forwarded-For with the one address it trusts: the socket's, or what a trusted proxy
 * (TRUSTED_PROXIES) saw.
 */
export function clientAddress(headers: Headers): string {
  return headers.get('x-forwarded-for')?.trim() || UNKNOWN_CLIENT;
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

const NO_STORE = { 'Cache-Control': 'no-store' };

export function formSuccess(reference?: string): Response {
  const body: FormSuccess = reference === undefined ? { ok: true } : { ok: true, reference };
  return Response.json(body, { headers: NO_STORE });
}

export function formFailure(failure: FormFailure): Response {
  const headers: Record<string, string> = { ...NO_STORE };
  if ('retryAfterSeconds' in failure) headers['Retry-After'] = String(failure.retryAfterSeconds);
  return Response.json(failure, { status: FORM_FAILURE_STATUS[failure.error], headers });
}
