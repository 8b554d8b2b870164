import { isFormErrorKey, type FieldErrors } from './field-errors';
import type { FormErrorCode } from './answers';

/** How a send went, as the form shows it; `network` when no answer came back at all. */
export type FormSendResult =
  | { kind: 'sent' }
  | { kind: 'invalid_fields'; errors: FieldErrors }
  | { kind: 'rate_limited'; retryAfterSeconds: number }
  | { kind: Exclude<FormErrorCode, 'invalid_fields' | 'rate_limited'> | 'network' | 'unexpected' };

/** Posts a form as JSON to one of the site's own route handlers and reads its answer. */
export async function postForm(url: string, body: Record<string, unknown>): Promise<FormSendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  if (response.ok) return { kind: 'sent' };
  const answer = asRecord(await response.json().catch(() => null));
  const error = answer.error;
  switch (error) {
    case 'invalid_fields':
      return { kind: 'invalid_fields', errors: readFieldErrors(answer.errors) };
    case 'rate_limited':
      return {
        kind: 'rate_limited',
        retryAfterSeconds:
          Number(response.headers.get('retry-after')) || Number(answer.retryAfterSeconds) || 60,
      };
    case 'too_fast':
    case 'invalid_request':
    case 'panel_unavailable':
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
