import type * as z from '@/lib/zod-mini';

/** Translated by the browser (`FormErrors.<key>`); anything else (a forged request) reads as `invalid`. */
const FORM_ERROR_KEYS = [
  'required',
  'email',
  'phone',
  'date',
  'datePast',
  'dateFuture',
  'birthdateRange',
  'tooLong',
  'invalid',
  'link',
  'noFavorites',
  'unknownTalent',
  'guardianRequired',
  'guardianConsent',
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

export type FieldErrors = Record<string, FormErrorKey>;

export function isFormErrorKey(value: unknown): value is FormErrorKey {
  return typeof value === 'string' && (FORM_ERROR_KEYS as readonly string[]).includes(value);
}

export const formError = (key: FormErrorKey) => ({ error: key });

/** Problems of the whole body go under `form`. */
export function fieldErrorsFrom(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[field] ??= isFormErrorKey(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}
