import type { ApiErrorCode } from '@/lib/api/errors';
import { isFormErrorKey, type FieldErrors } from './field-errors';

/** Codes of the one table (lib/api/errors.ts): a code it lacks does not compile. */
type Code<C extends ApiErrorCode> = C;

/**
 * How a send went, as the form shows it: the route's error code, `network` when no answer came back at
 * all, `unexpected` for any other answer.
 */
export type FormSendResult =
  | { kind: 'sent'; reference: string | null }
  | { kind: Code<'invalid_fields' | 'too_large' | 'unsupported_file'>; errors: FieldErrors }
  | { kind: Code<'rate_limited'>; retryAfterSeconds: number }
  | {
      kind: Code<
        | 'too_fast'
        | 'invalid_request'
        | 'panel_unavailable'
        | 'busy'
        | 'video_unavailable'
        | 'upload_too_slow'
      >;
    }
  | { kind: 'network' | 'unexpected' };

/** A send that did not go through, for the message the form shows. */
export type FormSendFailure = Exclude<FormSendResult, { kind: 'sent' }>;

/**
 * Posts a form to one of the site's own route handlers and reads its answer: a plain object goes as
 * JSON, FormData as multipart (the browser writes its boundary).
 */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
): Promise<FormSendResult> {
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: multipart
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  const answer = asRecord(await response.json().catch(() => null));
  if (response.ok) {
    return { kind: 'sent', reference: typeof answer.reference === 'string' ? answer.reference : null };
  }
  // A proxy in front of the site may refuse a large upload with a page of its own.
  const error: unknown = answer.error ?? (response.status === 413 ? 'too_large' : undefined);
  switch (error) {
    case 'invalid_fields':
    case 'too_large':
    case 'unsupported_file':
      return { kind: error, errors: readFieldErrors(answer.errors) };
    case 'rate_limited':
      return {
        kind: 'rate_limited',
        retryAfterSeconds:
          Number(response.headers.get('retry-after')) || Number(answer.retryAfterSeconds) || 60,
      };
    case 'too_fast':
    case 'invalid_request':
    case 'panel_unavailable':
    case 'busy':
    case 'video_unavailable':
    case 'upload_too_slow':
      return { kind: error };
    default:
      return { kind: 'unexpected' };
  }
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function readFieldErrors(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(asRecord(value))) if (isFormErrorKey(key)) errors[field] = key;
  return errors;
}
