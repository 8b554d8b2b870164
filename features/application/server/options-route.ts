import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { RouteRun } from '@/lib/api/route';
import * as z from '@/lib/zod-mini';
import { locales, type Locale } from '@/lib/i18n/locales';
import { CACHE_CONTROL } from '@/lib/http/cache-control';
import type { OptionLists } from '../model/options-answer';

const id = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const asked = z.optional(z.literal('1'));

/** `states` takes a country id, `cities` "countryId-stateId" (the panel's call wants both), others 1. */
export const optionsQuery = z
  .object({
    language: z.enum(locales),
    countries: asked,
    languages: asked,
    ethnicities: asked,
    states: z.optional(z.pipe(z.pipe(z.string().check(z.regex(/^\d{1,10}$/)), z.transform(Number)), id)),
    cities: z.optional(
      z.pipe(
        z.pipe(
          z.string().check(z.regex(/^\d{1,10}-\d{1,10}$/)),
          z.transform((text) => {
            const [country, state] = text.split('-');
            return { country: Number(country), state: Number(state) };
          }),
        ),
        z.object({ country: id, state: id }),
      ),
    ),
  })
  .check(
    z.refine(
      (query) => query.countries || query.languages || query.ethnicities || query.states || query.cities,
      'no list asked for',
    ),
  );

type OptionsQuery = z.infer<typeof optionsQuery>;

export type GetOptions = (query: {
  language: Locale;
  countries?: boolean;
  languages?: boolean;
  states?: number;
  ethnicities?: string;
  cities?: { country: number; state: number };
}) => Promise<Required<OptionLists>>;

/** Parent lists, read (and cached) once per language or country whatever the query asks. */
const parentQuery = {
  countries: false,
  languages: false,
  ethnicities: undefined,
  states: undefined,
  cities: undefined,
};

// Each distinct query is a cache entry, so a state or city list is asked only for ids found in their
// parent lists: ids from anywhere else would let anyone fill the cache.
async function idsAreKnown(
  getOptions: GetOptions,
  language: Locale,
  query: { states?: number; cities?: { country: number; state: number } },
): Promise<boolean> {
  const country = query.states ?? query.cities?.country;
  if (country === undefined) return true;
  const { countries } = await getOptions({ ...parentQuery, language, countries: true });
  if (!countries.some((option) => option.id === country)) return false;
  if (!query.cities) return true;
  const { states } = await getOptions({ ...parentQuery, language, states: country });
  return states.some((option) => option.id === query.cities?.state);
}

/** The option lists the form asks for, so the browser never talks to the panel; unknown ids are 400. */
export function optionListsFrom(getOptions: GetOptions): RouteRun<OptionsQuery> {
  return async (_request, { query }) => {
    if (!(await idsAreKnown(getOptions, query.language, query))) throw new ApiError('invalid_query');
    const lists = await getOptions({
      language: query.language,
      countries: query.countries !== undefined,
      languages: query.languages !== undefined,
      ethnicities: query.ethnicities ? query.language : undefined,
      states: query.states,
      cities: query.cities,
    });
    const answer: OptionLists = {};
    if (query.countries) answer.countries = lists.countries;
    if (query.languages) answer.languages = lists.languages;
    if (query.ethnicities) answer.ethnicities = lists.ethnicities;
    if (query.states) answer.states = lists.states;
    if (query.cities) answer.cities = lists.cities;
    return Response.json(answer, { headers: { 'Cache-Control': CACHE_CONTROL.optionLists } });
  };
}
