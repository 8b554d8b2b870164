// The talent list's filter model: subcategory, gender and name search, kept in the URL. Choosing one
// filter resets the other, choosing the active one again deselects it, and only choices with talent show.
import {
  createLoader,
  createSerializer,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs/server';
import { categories, type Category } from '@/lib/i18n/routes';
import type { Talent } from '@/lib/content/types';
import { GENDERS, type Gender } from './gender';
import { matchesSearch } from './search';

export type CategoryId = (typeof categories)[Category]['id'];

export type TalentFilter = { subcategory: number | null; gender: Gender | null; search: string };

/** Talents shown first and added at each infinite-scroll step. */
export const TALENTS_PER_PAGE = 20;

/** Subcategories per category, in filter-bar order; the key names the label message and the URL value. */
const SUBCATEGORIES = {
  [categories.models.id]: [
    { id: 18, key: 'in_town' },
    { id: 19, key: 'direct' },
    { id: 20, key: 'new_faces' },
    { id: 21, key: 'mainboard' },
    { id: 22, key: 'image' },
  ],
  [categories.commercial.id]: [
    { id: 24, key: 'beauty' },
    { id: 30, key: 'c_direct' },
    { id: 25, key: 'kids' },
  ],
  [categories.actors.id]: [{ id: 27, key: 'new_actors' }],
  [categories.digital.id]: [],
  [categories.special.id]: [],
} as const satisfies Record<CategoryId, readonly { id: number; key: string }[]>;

export type Subcategory = (typeof SUBCATEGORIES)[CategoryId][number];
export type SubcategoryKey = Subcategory['key'];

const SUBCATEGORY_KEYS = new Map<number, SubcategoryKey>(
  Object.values(SUBCATEGORIES)
    .flat()
    .map((subcategory) => [subcategory.id, subcategory.key]),
);

export function subcategoriesOf(categoryId: CategoryId): readonly Subcategory[] {
  return SUBCATEGORIES[categoryId];
}

/** The ids of a category's subcategories with the given keys, or of all of them. */
function subcategoryIds(categoryId: CategoryId, keys?: readonly SubcategoryKey[]): number[] {
  return subcategoriesOf(categoryId)
    .filter((subcategory) => keys === undefined || keys.includes(subcategory.key))
    .map((subcategory) => subcategory.id);
}

/** Where the filter bar offers a gender choice: as top-level buttons, or as dropdowns under "All" or a subcategory. */
export type GenderPlacement = { topLevel: boolean; underAll: boolean; underSubcategories: readonly number[] };

/**
 * Models put a gender dropdown under "All" and under each subcategory instead of top-level buttons.
 * Every other category lists genders at top level; commercial and actors also have dropdowns under
 * beauty, c_direct and new_actors.
 */
const GENDER_PLACEMENT: Record<CategoryId, GenderPlacement> = {
  [categories.models.id]: {
    topLevel: false,
    underAll: true,
    underSubcategories: subcategoryIds(categories.models.id),
  },
  [categories.commercial.id]: {
    topLevel: true,
    underAll: false,
    underSubcategories: subcategoryIds(categories.commercial.id, ['beauty', 'c_direct']),
  },
  [categories.actors.id]: {
    topLevel: true,
    underAll: false,
    underSubcategories: subcategoryIds(categories.actors.id, ['new_actors']),
  },
  [categories.digital.id]: { topLevel: true, underAll: false, underSubcategories: [] },
  [categories.special.id]: { topLevel: true, underAll: false, underSubcategories: [] },
};

export function genderPlacement(categoryId: CategoryId): GenderPlacement {
  return GENDER_PLACEMENT[categoryId];
}

function inCategory(talent: Talent, categoryId: number): boolean {
  return talent.categoryIds.includes(categoryId);
}

/** Subcategories with at least one talent of the category; empty ones are hidden from the bar. */
export function availableSubcategories(talents: readonly Talent[], categoryId: CategoryId): Subcategory[] {
  const inThisCategory = talents.filter((talent) => inCategory(talent, categoryId));
  return subcategoriesOf(categoryId).filter((subcategory) =>
    inThisCategory.some((talent) => inCategory(talent, subcategory.id)),
  );
}

/** Genders present among the given talents (a category's, or one subcategory's for its dropdown), in display order. */
export function availableGenders(talents: readonly Talent[]): Gender[] {
  return GENDERS.filter((gender) => talents.some((talent) => talent.gender === gender));
}

/** "All": no subcategory, no gender, no search. Also the state after a route change. */
export function clearFilters(): TalentFilter {
  return { subcategory: null, gender: null, search: '' };
}

/** Choosing a subcategory resets the gender; choosing the active one again deselects it. */
export function selectSubcategory(filter: TalentFilter, subcategory: number): TalentFilter {
  return {
    ...filter,
    subcategory: filter.subcategory === subcategory ? null : subcategory,
    gender: null,
  };
}

/**
 * A gender from a dropdown under a subcategory sets both; a top-level gender (or one under "All") resets
 * the subcategory. Choosing the active gender again deselects it; null picks "any gender" in a dropdown.
 */
export function selectGender(
  filter: TalentFilter,
  gender: Gender | null,
  subcategory: number | null = null,
): TalentFilter {
  const active = filter.subcategory === subcategory && filter.gender === gender;
  return { ...filter, subcategory, gender: active ? null : gender };
}

/** The talents the grid shows, in the panel's order. */
export function applyFilter(
  talents: readonly Talent[],
  categoryId: CategoryId,
  filter: TalentFilter,
): Talent[] {
  return talents.filter(
    (talent) =>
      inCategory(talent, categoryId) &&
      (filter.subcategory === null || inCategory(talent, filter.subcategory)) &&
      (filter.gender === null || talent.gender === filter.gender) &&
      matchesSearch(talent.name, filter.search),
  );
}

const SUBCATEGORY_URL_KEYS = Object.values(SUBCATEGORIES)
  .flat()
  .map((subcategory) => subcategory.key);

/**
 * The filter's query parameters (nuqs parsers, read alike in the browser, the page and the list route),
 * with short, readable keys: ?sub=new_faces&gender=woman&q=joao. Empty parts stay out of the URL, so
 * "All" is the bare list address.
 */
export const talentFilterParams = {
  sub: parseAsStringLiteral(SUBCATEGORY_URL_KEYS),
  gender: parseAsStringLiteral(GENDERS),
  q: parseAsString.withDefault(''),
};
export type TalentFilterParams = inferParserType<typeof talentFilterParams>;

const loadFilterParams = createLoader(talentFilterParams);
const serializeFilterParams = createSerializer(talentFilterParams);

/**
 * The filter the URL's parameters ask for. A value that does not fit (a subcategory of another category,
 * an unknown gender) is dropped rather than rejected: a stale or hand-edited link still shows the list.
 */
export function filterFromParams(params: TalentFilterParams, categoryId: CategoryId): TalentFilter {
  const subcategory = subcategoriesOf(categoryId).find((candidate) => candidate.key === params.sub);
  return { subcategory: subcategory?.id ?? null, gender: params.gender, search: params.q };
}

/** The parameters of a filter; what the filter leaves empty is null, which nuqs drops from the URL. */
export function paramsOfFilter(filter: TalentFilter): TalentFilterParams {
  return {
    sub: filter.subcategory === null ? null : (SUBCATEGORY_KEYS.get(filter.subcategory) ?? null),
    gender: filter.gender,
    q: filter.search.trim() ? filter.search : '',
  };
}

/** The filter of a list URL's query (the list route, and tests). */
export function filterFromSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  categoryId: CategoryId,
): TalentFilter {
  return filterFromParams(loadFilterParams(params), categoryId);
}

/** The query string of a filter, without its `?`: the list route's parameters and the cache key. */
export function filterQuery(filter: TalentFilter): string {
  return serializeFilterParams(paramsOfFilter(filter)).replace(/^\?/, '');
}

/** One infinite-scroll step: the next `size` items from `offset`, and where the step after starts (null at the end). */
export function pageOf<T>(
  items: readonly T[],
  offset: number,
  size: number = TALENTS_PER_PAGE,
): { items: T[]; nextOffset: number | null } {
  const start = Math.max(0, offset);
  const end = start + size;
  return { items: items.slice(start, end), nextOffset: end < items.length ? end : null };
}
