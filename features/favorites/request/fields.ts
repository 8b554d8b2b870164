import { emptyTextFields } from '@/lib/forms/field-lists';

/** The booking request's fields, in the form's order; schema.ts checks each. */
export const FAVORITES_REQUEST_FIELDS = ['name', 'email', 'phone', 'jobDate', 'buyouts', 'message'] as const;

export type FavoritesRequestField = (typeof FAVORITES_REQUEST_FIELDS)[number];
export type FavoritesRequestFields = Record<FavoritesRequestField, string>;

export const emptyFavoritesRequestFields: FavoritesRequestFields = emptyTextFields(FAVORITES_REQUEST_FIELDS);
