import {
  createLoader,
  createParser,
  createSerializer,
  parseAsArrayOf,
  parseAsString,
  parseAsStringLiteral,
  type inferParserType,
} from 'nuqs/server';
import { categories, type Category } from '@/lib/i18n/categories';
import { GENDERS, type Gender } from '@/lib/content/types';
import { GENDER_ADDRESS_WORDS } from './gender';

export type CategoryId = (typeof categories)[Category]['id'];

/** Inclusive bounds; a missing one is open ("170-" is 170 cm and taller). Never both missing. */
export type NumberRange = { min: number | null; max: number | null };

export type MeasureFilter = {
  height: NumberRange | null; // centimetres
  age: NumberRange | null; // years
  /** Sorted colour slugs; a talent with any one of them matches. */
  hair: string[];
  eyes: string[];
};

export type TalentFilter = {
  subcategory: number | null;
  gender: Gender | null;
  search: string;
} & MeasureFilter;

export type RangeKey = 'height' | 'age';
export type ColourKey = 'hair' | 'eyes';

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

export function clearFilters(): TalentFilter {
  return { subcategory: null, gender: null, search: '', ...clearMeasures() };
}

export function selectAll(filter: TalentFilter): TalentFilter {
  return { ...filter, subcategory: null, gender: null };
}

export function clearMeasures(): MeasureFilter {
  return { height: null, age: null, hair: [], eyes: [] };
}

/** A range counts once, each colour once. */
export function measureCount(filter: MeasureFilter): number {
  return (
    Number(filter.height !== null) + Number(filter.age !== null) + filter.hair.length + filter.eyes.length
  );
}

export function selectRange(filter: TalentFilter, key: RangeKey, range: NumberRange): TalentFilter {
  return { ...filter, [key]: range.min === null && range.max === null ? null : range };
}

export function toggleColour(filter: TalentFilter, key: ColourKey, slug: string): TalentFilter {
  const chosen = filter[key];
  return {
    ...filter,
    [key]: chosen.includes(slug) ? chosen.filter((item) => item !== slug) : normalColours([...chosen, slug]),
  };
}

function normalColours(slugs: readonly string[]): string[] {
  return [...new Set(slugs)].sort();
}

/** Choosing a subcategory resets the gender; choosing the active one again deselects it. */
export function selectSubcategory(filter: TalentFilter, subcategory: number): TalentFilter {
  return {
    ...filter,
    subcategory: filter.subcategory === subcategory ? null : subcategory,
    gender: null,
  };
}

/** A top-level gender (or one under "All") resets the subcategory; null is a dropdown's "any gender". */
export function selectGender(
  filter: TalentFilter,
  gender: Gender | null,
  subcategory: number | null = null,
): TalentFilter {
  const active = filter.subcategory === subcategory && filter.gender === gender;
  return { ...filter, subcategory, gender: active ? null : gender };
}

const SUBCATEGORY_URL_KEYS = Object.values(SUBCATEGORIES)
  .flat()
  .map((subcategory) => subcategory.key);

const RANGE_LIMITS: Record<RangeKey, { lowest: number; highest: number }> = {
  height: { lowest: 30, highest: 250 },
  age: { lowest: 0, highest: 120 },
};

const WHOLE_NUMBER = /^\d{1,3}$/;

/** "170-180", open on one side ("170-", "-180"), or one value ("175"). */
function parseAsRange({ lowest, highest }: { lowest: number; highest: number }) {
  const bound = (text: string | undefined): number | null | undefined => {
    if (text === undefined || text === '') return null;
    if (!WHOLE_NUMBER.test(text)) return undefined;
    const value = Number(text);
    return value >= lowest && value <= highest ? value : undefined;
  };
  return createParser<NumberRange>({
    parse(value) {
      const parts = value.split('-');
      if (parts.length > 2) return null;
      const [from, to = from] = parts;
      const min = bound(from);
      const max = bound(to);
      if (min === undefined || max === undefined || (min === null && max === null)) return null;
      return min !== null && max !== null && min > max ? null : { min, max };
    },
    serialize: ({ min, max }) => `${min ?? ''}-${max ?? ''}`,
    eq: (a, b) => a.min === b.min && a.max === b.max,
  });
}

/** The slug of the colour's English name (see colourSlug). */
export const COLOUR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const parseAsColour = createParser<string>({
  parse: (value) => (COLOUR_SLUG.test(value) ? value : null),
  serialize: (value) => value,
});

const parseAsGender = createParser<Gender>({
  parse: (word) => GENDERS.find((gender) => GENDER_ADDRESS_WORDS[gender] === word) ?? null,
  serialize: (gender) => GENDER_ADDRESS_WORDS[gender],
});

/** Read alike in the browser, the page and the list route; empty parts stay out of the URL. */
export const talentFilterParams = {
  sub: parseAsStringLiteral(SUBCATEGORY_URL_KEYS),
  gender: parseAsGender,
  q: parseAsString.withDefault(''),
  height: parseAsRange(RANGE_LIMITS.height),
  age: parseAsRange(RANGE_LIMITS.age),
  hair: parseAsArrayOf(parseAsColour).withDefault([]),
  eyes: parseAsArrayOf(parseAsColour).withDefault([]),
};
export type TalentFilterParams = inferParserType<typeof talentFilterParams>;

const loadFilterParams = createLoader(talentFilterParams);
const serializeFilterParams = createSerializer(talentFilterParams);

/** A value that does not fit is dropped rather than rejected, so a stale or hand-edited link still works. */
export function filterFromParams(params: TalentFilterParams, categoryId: CategoryId): TalentFilter {
  const subcategory = subcategoriesOf(categoryId).find((candidate) => candidate.key === params.sub);
  return {
    subcategory: subcategory?.id ?? null,
    gender: params.gender,
    search: params.q,
    height: params.height,
    age: params.age,
    hair: normalColours(params.hair),
    eyes: normalColours(params.eyes),
  };
}

export function paramsOfFilter(filter: TalentFilter): TalentFilterParams {
  return {
    sub: filter.subcategory === null ? null : (SUBCATEGORY_KEYS.get(filter.subcategory) ?? null),
    gender: filter.gender,
    q: filter.search.trim() ? filter.search : '',
    height: filter.height,
    age: filter.age,
    hair: filter.hair,
    eyes: filter.eyes,
  };
}

/** The list route refuses a malformed measurement with 400, where a page forgives it. */
export function isWellFormedMeasureParam(key: RangeKey | ColourKey, value: string): boolean {
  if (value === '') return true;
  if (key === 'hair' || key === 'eyes') return value.split(',').every((slug) => COLOUR_SLUG.test(slug));
  return talentFilterParams[key].parse(value) !== null;
}

export function filterFromSearchParams(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
  categoryId: CategoryId,
): TalentFilter {
  return filterFromParams(loadFilterParams(params), categoryId);
}

/** Without its `?`: also the cache key. */
export function filterQuery(filter: TalentFilter): string {
  return serializeFilterParams(paramsOfFilter(filter)).replace(/^\?/, '');
}

export function pageOf<T>(
  items: readonly T[],
  offset: number,
  size: number = TALENTS_PER_PAGE,
): { items: T[]; nextOffset: number | null } {
  const start = Math.max(0, offset);
  const end = start + size;
  return { items: items.slice(start, end), nextOffset: end < items.length ? end : null };
}
