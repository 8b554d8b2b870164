import type * as z from '@/lib/zod-mini';

/**
 * Every message a form schema may give, as a key the browser translates (`FormErrors.<key>`). Schemas
 * put these keys in their `error` options; anything else (a wrong type in a forged request) reads as
 * `invalid`.
 */
const FORM_ERROR_KEYS = [
  'required',
  'email',
  'phone',
  'date',
  'datePast',
  'dateFuture',
  'tooLong',
  'invalid',
  'link',
  'noFavorites',
  'unknownTalent',
  'guardianRequired',
  'privacy',
  'photoRequired',
  'photoType',
  'photoTooLarge',
  'photoUnreadable',
  'videoType',
  'videoTooLarge',
  'videoTooLong',
  'videoUnreadable',
] as const;
export type FormErrorKey = (typeof FORM_ERROR_KEYS)[number];

/** One message key per field name: the 422 body of every form route and what the browser shows. */
export type FieldErrors = Record<string, FormErrorKey>;

export function isFormErrorKey(value: unknown): value is FormErrorKey {
  return typeof value === 'string' && (FORM_ERROR_KEYS as readonly string[]).includes(value);
}

/** The `error` option of a zod check that reports `key`. */
export const formError = (key: FormErrorKey) => ({ error: key });

/** The first problem of each top-level field; problems of the whole body go under `form`. */
export function fieldErrorsFrom(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[field] ??= isFormErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
