import type { FormSendFailure } from '@/lib/forms/client';

/** Why a send failed, as every form says it (`FormErrors.problems.*`); the form keeps everything. */
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
        | 'unsupportedFile';
    }
  | { key: 'rateLimited'; minutes: number };

/**
 * The message for a failed send. Field errors (422, and the files a 413 or 415 names) are shown at their
 * fields; a 422 naming no field the form has, or a request the route could not read, is unexpected.
 */
export function problemOf(result: FormSendFailure, fieldsShown: number): SendProblem | null {
  switch (result.kind) {
    case 'invalid_fields':
      return fieldsShown > 0 ? null : { key: 'unexpected' };
    case 'too_large':
      return { key: 'tooLarge' };
    case 'upload_too_slow':
      return { key: 'uploadTooSlow' };
    case 'unsupported_file':
      return { key: 'unsupportedFile' };
    case 'rate_limited':
      return { key: 'rateLimited', minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) };
    case 'panel_unavailable':
      return { key: 'panelUnavailable' };
    case 'busy':
      return { key: 'busy' };
    case 'video_unavailable':
      return { key: 'videoUnavailable' };
    case 'too_fast':
      return { key: 'tooFast' };
    case 'network':
      return { key: 'network' };
    default:
      return { key: 'unexpected' };
  }
}
