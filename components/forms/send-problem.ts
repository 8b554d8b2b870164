import { ApiNoAnswer, type ApiError } from '@/lib/api/errors';

/** `FormErrors.problems.*` */
export type SendProblem =
  | {
      key:
        | 'panelUnavailable'
        | 'busy'
        | 'videoUnavailable'
        | 'tooFast'
        | 'network'
        | 'unexpected'
        | 'tooLarge'
        | 'uploadTooSlow'
        | 'unsupportedFile'
        | 'referenceReused'
        | 'cancelled';
    }
  | { key: 'rateLimited'; minutes: number }
  /** The connection failed on every one of `attempts` tries. */
  | { key: 'networkRetried'; attempts: number };

export type SendFailure = ApiError | ApiNoAnswer;

/** For a refusal that names no time. */
const DEFAULT_RETRY_SECONDS = 60;

/** Field errors are shown at their fields; a 422 naming no field the form has is unexpected. */
export function problemOf(failure: SendFailure, fieldsShown: number, attempts = 1): SendProblem | null {
  if (failure instanceof ApiNoAnswer) {
    return failure.reason === 'network' && attempts > 1
      ? { key: 'networkRetried', attempts }
      : { key: failure.reason };
  }
  switch (failure.code) {
    case 'invalid_fields':
      return fieldsShown > 0 ? null : { key: 'unexpected' };
    case 'too_large':
      return { key: 'tooLarge' };
    case 'upload_too_slow':
      return { key: 'uploadTooSlow' };
    case 'unsupported_file':
      return { key: 'unsupportedFile' };
    case 'rate_limited': {
      const seconds = failure.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS;
      return { key: 'rateLimited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
    }
    case 'panel_unavailable':
      return { key: 'panelUnavailable' };
    case 'busy':
      return { key: 'busy' };
    case 'video_unavailable':
      return { key: 'videoUnavailable' };
    case 'too_fast':
      return { key: 'tooFast' };
    case 'reference_reused':
      return { key: 'referenceReused' };
    default:
      return { key: 'unexpected' };
  }
}
