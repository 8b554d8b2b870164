import * as z from '@/lib/zod-mini';
import { formError } from '@/lib/api/field-errors';
import { multiLine, singleLine, type TextLines } from './text-lines';

const clean = (lines: TextLines) => z.overwrite(lines === 'single' ? singleLine : multiLine);

export const requiredText = (max: number, lines: TextLines = 'single') =>
  z
    .string(formError('required'))
    .check(clean(lines), z.minLength(1, formError('required')), z.maxLength(max, formError('tooLong')));

/** Empty is fine; a forged non-string reads as `invalid`. */
export const optionalText = (max: number) =>
  z.string(formError('invalid')).check(clean('single'), z.maxLength(max, formError('tooLong')));

export const emailField = z.pipe(requiredText(254), z.email(formError('email')));

const PHONE = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 6;
const MAX_PHONE_DIGITS = 20;

function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

export const phoneField = requiredText(40).check(z.refine(isPhoneNumber, formError('phone')));

export const optionalPhoneField = optionalText(40).check(
  z.refine((value) => value === '' || isPhoneNumber(value), formError('phone')),
);
