import { categories, type Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import { GENDERS, type Gender, type Talent } from '@/lib/content/types';
import { toTalentCard, type TalentCard } from './card';
import { colourLabel } from './colours';
import { applyFilter, colourCounts, inCategory, type ColourCounts } from './filter-match';
import {
  clearFilters,
  pageOf,
  subcategoriesOf,
  type CategoryId,
  type ColourKey,
  type Subcategory,
  type SubcategoryKey,
  type TalentFilter,
} from './filters';
import { factsOf } from './talent-facts';

function subcategoryIds(categoryId: CategoryId, keys?: readonly SubcategoryKey[]): number[] {
  return subcategoriesOf(categoryId)
    .filter((subcategory) => keys === undefined || keys.includes(subcategory.key))
    .map((subcategory) => subcategory.id);
}

export type GenderPlacement = { topLevel: boolean; underAll: boolean; underSubcategories: readonly number[] };

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

export function availableSubcategories(talents: readonly Talent[], categoryId: CategoryId): Subcategory[] {
  const inThisCategory = talents.filter((talent) => inCategory(talent, categoryId));
  return subcategoriesOf(categoryId).filter((subcategory) =>
    inThisCategory.some((talent) => inCategory(talent, subcategory.id)),
  );
}

export function availableGenders(talents: readonly Talent[]): Gender[] {
  return GENDERS.filter((gender) => talents.some((talent) => talent.gender === gender));
}

export type ColourChoice = { slug: string; label: string };

/** Only values present in the category. */
export type MeasureFacets = {
  heights: number[];
  ages: number[];
  /** By name. */
  hair: ColourChoice[];
  eyes: ColourChoice[];
};

/** Only choices that have talent. */
export type CatalogueFacets = {
  subcategories: { id: number; key: SubcategoryKey; genders: Gender[] }[];
  genders: Gender[];
  placement: GenderPlacement;
  measures: MeasureFacets;
};

/** A filter's first step also counts, for each colour, the talents choosing it would show. */
export type CataloguePage = {
  talents: TalentCard[];
  nextOffset: number | null;
  total: number;
  counts?: ColourCounts;
};

function ascending(values: Iterable<number | null>): number[] {
  return [...new Set(values)].filter((value) => value !== null).sort((a, b) => a - b);
}

function measureFacets(talents: readonly Talent[], locale: Locale, today: Date): MeasureFacets {
  const facts = factsOf(talents, today);
  const colours = (key: ColourKey): ColourChoice[] => {
    // The first spelling met names the colour in Portuguese; English names come from the slug's table.
    const labels = new Map<string, string>();
    talents.forEach((talent, index) => {
      const slug = facts[index]![key];
      const value = talent[key];
      if (slug !== null && value !== null && !labels.has(slug)) labels.set(slug, colourLabel(value, locale));
    });
    return [...labels]
      .map(([slug, label]) => ({ slug, label }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  };
  return {
    heights: ascending(facts.map((fact) => fact.height)),
    ages: ascending(facts.map((fact) => fact.age)),
    hair: colours('hair'),
    eyes: colours('eyes'),
  };
}

export function catalogueFacets(
  talents: readonly Talent[],
  category: Category,
  locale: Locale,
  today: Date = new Date(),
): CatalogueFacets {
  const categoryId = categories[category].id;
  const categoryTalents = talents.filter((talent) => inCategory(talent, categoryId));
  return {
    subcategories: availableSubcategories(categoryTalents, categoryId).map(({ id, key }) => ({
      id,
      key,
      genders: availableGenders(categoryTalents.filter((talent) => inCategory(talent, id))),
    })),
    genders: availableGenders(categoryTalents),
    placement: genderPlacement(categoryId),
    measures: measureFacets(categoryTalents, locale, today),
  };
}

export function cataloguePage(
  talents: readonly Talent[],
  category: Category,
  locale: Locale,
  filter: TalentFilter,
  offset: number,
  today: Date = new Date(),
): CataloguePage {
  const categoryId = categories[category].id;
  const matching = applyFilter(talents, categoryId, filter, today);
  const { items, nextOffset } = pageOf(matching, offset);
  return {
    talents: items.map((talent) => toTalentCard(talent, category, locale)),
    nextOffset,
    total: matching.length,
    ...(offset === 0 && { counts: colourCounts(talents, categoryId, filter, today) }),
  };
}

export function categoryOpening(talents: readonly Talent[], category: Category, locale: Locale) {
  return {
    facets: catalogueFacets(talents, category, locale),
    firstPage: cataloguePage(talents, category, locale, clearFilters(), 0),
  };
}
