import type { FieldErrors } from './field-errors';

/**
 * What every form route answers, and the browser reads. Success is `{ ok: true }` with status 200,
 * plus the receipt `reference` where the form gives one; each failure has its own status and `error`
 * code, so the browser can say what happened and keep everything the visitor typed.
 */
export type FormSuccess = { ok: true; reference?: string };

export type FormFailure =
  /** 422: the fields that need fixing, each with a message key. */
  | { error: 'invalid_fields'; errors: FieldErrors }
  /** 413: a file (named in `errors`) or the whole body is over its limit. */
  | { error: 'too_large'; errors: FieldErrors }
  /** 415: a file (named in `errors`) is not of a kind the form takes, whatever its name says. */
  | { error: 'unsupported_file'; errors: FieldErrors }
  /** 429 (plus a Retry-After header). */
  | { error: 'rate_limited'; retryAfterSeconds: number }
  /** 400: sent faster than a person fills the form; sending again later works. */
  | { error: 'too_fast' }
  /** 403: posted from another site's page (no same-origin Origin or Sec-Fetch-Site). */
  | { error: 'cross_site' }
  /** 415: a JSON form's body sent under another Content-Type. */
  | { error: 'not_json' }
  /** 400: not a JSON object or a well-formed multipart form, or too large. */
  | { error: 'invalid_request' }
  /** 502: the panel did not take the entry; nothing was stored, the visitor can retry. */
  | { error: 'panel_unavailable' }
  /** 503 (plus a Retry-After header): the site is handling as many uploads as it can; retry shortly. */
  | { error: 'busy'; retryAfterSeconds: number }
  /** 503: the video cannot be checked just now (its tools fail); sending without it, or later, works. */
  | { error: 'video_unavailable' };

export type FormErrorCode = FormFailure['error'];

export const FORM_FAILURE_STATUS: Record<FormErrorCode, number> = {
  invalid_fields: 422,
  too_large: 413,
  unsupported_file: 415,
  rate_limited: 429,
  too_fast: 400,
  cross_site: 403,
  not_json: 415,
  invalid_request: 400,
  panel_unavailable: 502,
  busy: 503,
  video_unavailable: 503,
};
