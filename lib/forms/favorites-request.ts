import { z } from 'zod';
import { MAX_FAVORITES, parseFavoriteTalent } from '@/lib/favorites/schema';
import { locales } from '@/lib/i18n/routes';
import { addDays, isIsoDate, localIsoDate } from './dates';
import type { FormErrorKey } from './field-errors';

const error = (key: FormErrorKey) => ({ error: key });

const requiredText = (max: number) =>
  z.string(error('required')).trim().min(1, error('required')).max(max, error('tooLong'));

/** At least 6 digits, with the usual + ( ) space . - separators. */
const PHONE = /^\+?[\d\s().-]+$/;
const MIN_PHONE_DIGITS = 6;
const MAX_PHONE_DIGITS = 20;

/**
 * The booking request fields (spec section 3 "Favorites request", section 5: all required, email
 * valid), validated alike in the browser form and in the route handler. Messages are keys the browser
 * translates (`FavoritesForm.errors.*`).
 */
export const favoritesRequestFieldsSchema = z.object({
  name: requiredText(120),
  email: requiredText(254).pipe(z.email(error('email'))),
  phone: requiredText(40).refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return PHONE.test(value) && digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
  }, error('phone')),
  /** yyyy-MM-dd, a real day, not before yesterday (a day of slack for the visitor's time zone). */
  jobDate: z
    .string(error('required'))
    .trim()
    .min(1, error('required'))
    .refine(isIsoDate, error('date'))
    .refine((value) => value >= addDays(localIsoDate(new Date()), -1), error('datePast')),
  buyouts: requiredText(500),
  message: requiredText(5_000),
});

export type FavoritesRequestFields = z.infer<typeof favoritesRequestFieldsSchema>;
export const FAVORITES_REQUEST_FIELDS = favoritesRequestFieldsSchema.keyof().options;

export const emptyFavoritesRequestFields: FavoritesRequestFields = {
  name: '',
  email: '',
  phone: '',
  jobDate: '',
  buyouts: '',
  message: '',
};

/** A talent of the shortlist, checked (and stripped of anything extra) as the store checks it. */
const favoriteTalent = z.unknown().transform((value, context) => {
  const talent = parseFavoriteTalent(value);
  if (talent) return talent;
  context.addIssue({ code: 'custom', message: 'invalid' satisfies FormErrorKey });
  return z.NEVER;
});

/** What the browser posts to `POST /api/favorites`: the fields, the shortlist and the visitor's language. */
export const favoritesRequestSchema = favoritesRequestFieldsSchema.extend({
  talents: z
    .array(favoriteTalent, error('noFavorites'))
    .min(1, error('noFavorites'))
    .max(MAX_FAVORITES, error('invalid')),
  locale: z.enum(locales),
});

export type FavoritesRequest = z.infer<typeof favoritesRequestSchema>;
