import type { Talent } from '@/lib/content/types';
import { primaryCategory } from '@/lib/i18n/categories';
import { talentSlug } from '@/lib/talents/slug';
import type { FavoriteTalent } from './types';

/** Talents as the wishlist keeps them, under their primary category; null for an id the site hides. */
export function favoriteLookup(catalogue: readonly Talent[]): (id: number) => FavoriteTalent | null {
  const byId = new Map(catalogue.map((talent) => [talent.id, talent]));
  return (id) => {
    const talent = byId.get(id);
    const category = talent && primaryCategory(talent.categoryIds);
    if (!talent || !category) return null;
    return { id, name: talent.name, slug: talentSlug(talent.name), category, cover: talent.cover };
  };
}
