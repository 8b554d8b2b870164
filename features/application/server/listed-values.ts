import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { Option, TalentAttributes } from '@/lib/content/types';
import type { FieldErrors } from '@/lib/api/field-errors';
import type { Locale } from '@/lib/i18n/locales';
import type { Place } from '../model/checks';
import { attributeValues, type AttributeField } from '../model/choices';
import type { OptionLists } from '../model/options-answer';
import type { ApplicationRequest } from '../model/schema';
import type { GetOptions } from './options-route';

/** Where the server reads the lists the form offers: the panel's talent attributes and option lists. */
export type ApplicationLists = {
  attributes: () => Promise<TalentAttributes>;
  options: GetOptions;
};

// Null when the panel cannot give it: its fields then go as the browser sent them (shape checked by the
// schema) rather than every application being refused meanwhile.
async function listOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.warn(`[be-a-model] ${what} could not be read, their fields go unchecked: ${String(error)}`);
    return null;
  }
}

/** Asked as GET /api/options asks, so the lists the form loaded are the cache entries read here. */
function optionList(
  getOptions: GetOptions,
  language: Locale,
  lists: {
    countries?: true;
    languages?: true;
    ethnicities?: true;
    states?: number;
    cities?: Record<'country' | 'state', number>;
  },
): Promise<Required<OptionLists> | null> {
  return listOrNull('option lists', () =>
    getOptions({
      language,
      countries: lists.countries ?? false,
      languages: lists.languages ?? false,
      ethnicities: lists.ethnicities ? language : undefined,
      states: lists.states,
      cities: lists.cities,
    }),
  );
}

type PlaceField = 'country' | 'state' | 'city';

// The browser's label is never used. A child list is read only for a parent found in its own list, so
// forged ids never become cache entries (as in options-route.ts).
async function listedPlaces(
  application: ApplicationRequest,
  getOptions: GetOptions,
  countries: Option[] | null,
  errors: FieldErrors,
): Promise<Record<PlaceField, Place>> {
  const relabel = (field: PlaceField, place: Place, list: Option[] | null): Place => {
    if (place === null || list === null) return place;
    const option = list.find(({ id }) => id === place.value);
    if (option) return { value: option.id, label: option.value };
    errors[field] = 'invalid';
    return place;
  };
  const { language, country, state, city } = application;
  if (state && !country) errors.state = 'invalid';
  if (city && !state) errors.city = 'invalid';

  const checkedCountry = relabel('country', country, countries);
  const countryKnown = country !== null && countries !== null && !errors.country;
  const states =
    countryKnown && state
      ? ((await optionList(getOptions, language, { states: country.value }))?.states ?? null)
      : null;
  const checkedState = relabel('state', state, states);
  const stateKnown = countryKnown && state !== null && states !== null && !errors.state;
  const cities =
    stateKnown && city
      ? ((await optionList(getOptions, language, { cities: { country: country.value, state: state.value } }))
          ?.cities ?? null)
      : null;
  return { country: checkedCountry, state: checkedState, city: relabel('city', city, cities) };
}

/** A value outside the server's own lists is a 422 with `invalid` on its field; places are relabelled. */
export async function checkedListedFields(
  application: ApplicationRequest,
  lists: ApplicationLists,
): Promise<ApplicationRequest> {
  const errors: FieldErrors = {};
  const [attributes, options] = await Promise.all([
    listOrNull('talent attributes', lists.attributes),
    optionList(lists.options, application.language, { countries: true, languages: true, ethnicities: true }),
  ]);
  if (attributes) {
    for (const [field, values] of Object.entries(attributeValues(attributes)) as [
      AttributeField,
      string[],
    ][]) {
      const value = application[field];
      if (value !== '' && !values.includes(value)) errors[field] = 'invalid';
    }
  }
  if (options) {
    const { ethnicity, languages } = application;
    if (ethnicity !== '' && !options.ethnicities.some(({ id }) => String(id) === ethnicity)) {
      errors.ethnicity = 'invalid';
    }
    const listed = ({ id, lang }: (typeof languages)[number]) =>
      options.languages.some((option) => option.id === id && option.iso === lang);
    if (!languages.every(listed)) errors.languages = 'invalid';
  }
  const places = await listedPlaces(application, lists.options, options?.countries ?? null, errors);
  if (Object.keys(errors).length > 0) throw new ApiError('invalid_fields', { errors });
  return { ...application, ...places };
}
