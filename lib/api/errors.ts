import type { FieldErrors } from './field-errors';

/** Clients read the codes; each has its message under `Api.errors.<code>` in messages/*.json. */
export const API_ERROR_STATUS = {
  invalid_request: 400,
  invalid_query: 400,
  invalid_id: 400,
  /** Sent faster than a person fills the form. */
  too_fast: 400,
  unauthorized: 401,
  cross_site: 403,
  talent_not_found: 404,
  no_composite: 404,
  upload_too_slow: 408,
  /** A receipt reference sent again with another form than the first: an edited form needs a new one. */
  reference_reused: 409,
  too_large: 413,
  /** Judged by the file's bytes, whatever its name says. */
  unsupported_file: 415,
  not_json: 415,
  invalid_fields: 422,
  rate_limited: 429,
  /** 502: the back end failed; 503 is kept for this site's own limits, which pass with time. */
  panel_unavailable: 502,
  busy: 503,
  /** The video's checking tools fail; sending without it, or later, works. */
  video_unavailable: 503,
  pdf_busy: 503,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export type ApiErrorBody = {
  error: ApiErrorCode;
  /** In the request's language (see lib/api/locale.ts). */
  message: string;
  /** Field name → message key, with 422 (and the files a 413 or 415 names). */
  errors?: FieldErrors;
  /** As in the Retry-After header. */
  retryAfterSeconds?: number;
};

type ApiErrorDetails = Partial<Pick<ApiErrorBody, 'errors' | 'retryAfterSeconds' | 'message'>>;

/** lib/api/route.ts turns it into the answer; lib/api/client.ts turns the answer back into it. */
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

/** No answer (`network`), or one outside the contract (`unexpected`: a crash's 500, a proxy's page). */
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
