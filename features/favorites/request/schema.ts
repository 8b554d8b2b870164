import * as z from '@/lib/zod-mini';
import { MAX_FAVORITES } from '../schema';
import { locales } from '@/lib/i18n/locales';
import { addDays, isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { formError } from '@/lib/api/field-errors';
import { emailField, phoneField, requiredText } from '@/lib/forms/fields';
import type { FavoritesRequestField } from './fields';

/**
 * The booking request fields: name, email, phone, job date, buyouts and message, all required, the email
 * valid; validated alike in the browser form (which loads it on demand) and in the route handler.
 * Messages are keys the browser translates (`FormErrors.*`).
 */
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
  message: requiredText(5_000, 'multi'),
} satisfies Record<FavoritesRequestField, z.ZodMiniType<string>>);

/**
 * What the browser posts to `POST /api/favorites`: the fields, the shortlisted talents' ids (their names,
 * covers and addresses are read from the catalogue on the server) and the visitor's language.
 */
export const favoritesRequestSchema = z.extend(favoritesRequestFieldsSchema, {
  talents: z
    .array(z.int(formError('invalid')).check(z.positive(formError('invalid'))), formError('noFavorites'))
    .check(z.minLength(1, formError('noFavorites')), z.maxLength(MAX_FAVORITES, formError('invalid'))),
  locale: z.enum(locales),
});

export type FavoritesRequest = z.infer<typeof favoritesRequestSchema>;
