import { categories, type Category, type Locale } from '@/lib/i18n/routes';
import type { Talent } from '@/lib/content/types';
import { toTalentCard, type TalentCard } from './card';
import {
  applyFilter,
  availableGenders,
  availableSubcategories,
  clearFilters,
  genderPlacement,
  pageOf,
  type GenderPlacement,
  type SubcategoryKey,
  type TalentFilter,
} from './filters';
import type { Gender } from './gender';

/** What the filter bar offers for a category: only subcategories and genders that have talent. */
export type CatalogueFacets = {
  subcategories: { id: number; key: SubcategoryKey; genders: Gender[] }[];
  /** Genders present in the whole category (top-level choices, and the dropdown under "All"). */
  genders: Gender[];
  placement: GenderPlacement;
};

/** One infinite-scroll step of cards. */
export type CataloguePage = { talents: TalentCard[]; nextOffset: number | null; total: number };

export function catalogueFacets(talents: readonly Talent[], category: Category): CatalogueFacets {
  const categoryId = categories[category].id;
  const inCategory = talents.filter((talent) => talent.categoryIds.includes(categoryId));
  return {
    subcategories: availableSubcategories(inCategory, categoryId).map(({ id, key }) => ({
      id,
      key,
      genders: availableGenders(inCategory.filter((talent) => talent.categoryIds.includes(id))),
    })),
    genders: availableGenders(inCategory),
    placement: genderPlacement(categoryId),
  };
}

export function cataloguePage(
  talents: readonly Talent[],
  category: Category,
  locale: Locale,
  filter: TalentFilter,
  offset: number,
): CataloguePage {
  const matching = applyFilter(talents, categories[category].id, filter);
  const { items, nextOffset } = pageOf(matching, offset);
  return {
    talents: items.map((talent) => toTalentCard(talent, category, locale)),
    nextOffset,
    total: matching.length,
  };
}

/** The category page's server render: the filter bar and the first, unfiltered cards (crawlable). */
export function categoryOpening(talents: readonly Talent[], category: Category, locale: Locale) {
  return {
    facets: catalogueFacets(talents, category),
    firstPage: cataloguePage(talents, category, locale, clearFilters(), 0),
  };
}
