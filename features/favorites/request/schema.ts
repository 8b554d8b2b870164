import * as z from '@/lib/zod-mini';
import { MAX_FAVORITES } from '../schema';
import { MAX_PICKS_MESSAGE_LENGTH } from '../picks/picks-link';
import { locales } from '@/lib/i18n/locales';
import { addDays, isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { formError } from '@/lib/api/field-errors';
import { emailField, phoneField, requiredText } from '@/lib/forms/fields';
import type { FavoritesRequestField } from './fields';

/** The visitor's own words; a request started from a client's picks carries those above them. */
const MAX_OWN_WORDS = 5_000;
export const MAX_REQUEST_MESSAGE_LENGTH = MAX_OWN_WORDS + MAX_PICKS_MESSAGE_LENGTH;

/** Validated alike in the browser form and the route handler; messages are keys the browser translates. */
export const favoritesRequestFieldsSchema = z.object({
  name: requiredText(120),
  email: emailField,
  phone: phoneField,
  /** yyyy-MM-dd, a real day, not before yesterday (a day of slack for the visitor's time zone). */
  jobDate: z.string(formError('required')).check(
    z.trim(),
    z.minLength(1, formError('required')),
    z.refine(isIsoDate, formError('date')),
    z.refine((value) => value >= addDays(localIsoDate(new Date()), -1), formError('datePast')),
  ),
  buyouts: requiredText(500),
  message: requiredText(MAX_REQUEST_MESSAGE_LENGTH, 'multi'),
} satisfies Record<FavoritesRequestField, z.ZodMiniType<string>>);

/** The ids' names, covers and addresses are read from the catalogue on the server. */
export const favoritesRequestSchema = z.extend(favoritesRequestFieldsSchema, {
  talents: z
    .array(z.int(formError('invalid')).check(z.positive(formError('invalid'))), formError('noFavorites'))
    .check(z.minLength(1, formError('noFavorites')), z.maxLength(MAX_FAVORITES, formError('invalid'))),
  locale: z.enum(locales),
});

export type FavoritesRequest = z.infer<typeof favoritesRequestSchema>;
