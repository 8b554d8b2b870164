import type { FieldErrors } from './field-errors';

/**
 * Every refusal an `/api` route answers, by code (the body's `error`), with its HTTP status. The codes
 * are what clients read (the forms map them to their own texts); each has its message under
 * `Api.errors.<code>` in messages/*.json.
 */
export const API_ERROR_STATUS = {
  /** Not a JSON object, not a well-formed multipart form, or a JSON body over its size limit. */
  invalid_request: 400,
  /** The query string fails the route's schema, or names an id its parent list lacks. */
  invalid_query: 400,
  /** A path segment that cannot be an id. */
  invalid_id: 400,
  /** A form sent faster than a person fills it; sending again later works. */
  too_fast: 400,
  /** The revalidation secret is missing or wrong. */
  unauthorized: 401,
  /** Posted from another site's page (no same-origin Sec-Fetch-Site or Origin). */
  cross_site: 403,
  talent_not_found: 404,
  no_composite: 404,
  /** An upload that fell below the minimum rate or passed its deadline (lib/forms/multipart.ts, pace). */
  upload_too_slow: 408,
  /** A file (named in `errors`) or the whole body is over its limit. */
  too_large: 413,
  /** A file (named in `errors`) is not of a kind the form takes, whatever its name says. */
  unsupported_file: 415,
  /** A JSON route's body sent under another Content-Type. */
  not_json: 415,
  /** The fields that need fixing, in `errors`. */
  invalid_fields: 422,
  /** Too many requests from one address; Retry-After says when to come back. */
  rate_limited: 429,
  /**
   * The panel failed (error, timeout, down, malformed answer). 502 Bad Gateway: this site works and its
   * back end did not; 503 is kept for this site's own limits below, which pass with time.
   */
  panel_unavailable: 502,
  /** This instance is handling as many uploads as it can; Retry-After says when to send again. */
  busy: 503,
  /** The video cannot be checked just now (its tools fail); sending without it, or later, works. */
  video_unavailable: 503,
  /** This instance draws as many PDFs as it can, with a line waiting; Retry-After says when to ask again. */
  pdf_busy: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** What an `/api` route answers with every error status. */
export type ApiErrorBody = {
  error: ApiErrorCode;
  /** The refusal in the request's language (see lib/api/locale.ts). */
  message: string;
  /** Field name → message key, with 422 (and the files a 413 or 415 names). */
  errors?: FieldErrors;
  /** With 429 and 503 busy or pdf_busy, as in the Retry-After header. */
  retryAfterSeconds?: number;
};

/** `message`: the body's text, when the browser reads a refusal back (lib/api/client.ts). */
type ApiErrorDetails = Partial<Pick<ApiErrorBody, 'errors' | 'retryAfterSeconds' | 'message'>>;

/**
 * The one error a route throws to refuse a request; lib/api/route.ts turns it into the answer, and the
 * browser's client (lib/api/client.ts) turns the answer back into it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ApiErrorCode,
    details: ApiErrorDetails = {},
    options?: ErrorOptions,
  ) {
    super(details.message ?? code, options);
    this.errors = details.errors;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);
}

/**
 * A request to an `/api` route that got no answer the contract describes, so no code explains it: none
 * at all (`network`), or another one (`unexpected`: a crash's 500, a proxy's own page).
 */
export class ApiNoAnswer extends Error {
  override readonly name = 'ApiNoAnswer';

  constructor(
    readonly reason: 'network' | 'unexpected',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
