import { categories, type Category } from '@/lib/i18n/categories';
import type { Talent } from '@/lib/content/types';
import { applyFilter } from './filter-match';
import { clearFilters, type TalentFilter } from './filters';
import { talentSlug } from './slug';

export type Neighbour = { id: number; name: string; slug: string };
export type Neighbours = { previous: Neighbour | null; next: Neighbour | null };

const asNeighbour = (talent: Talent | undefined): Neighbour | null =>
  talent ? { id: talent.id, name: talent.name, slug: talentSlug(talent.name) } : null;

function neighboursInList(list: readonly Talent[], id: number): Neighbours | null {
  const position = list.findIndex((talent) => talent.id === id);
  if (position < 0) return null;
  return { previous: asNeighbour(list[position - 1]), next: asNeighbour(list[position + 1]) };
}

/** In the whole category when the filter leaves this talent out. */
export function neighboursIn(
  talents: readonly Talent[],
  category: Category,
  id: number,
  filter: TalentFilter = clearFilters(),
  today: Date = new Date(),
): Neighbours {
  const categoryId = categories[category].id;
  return (
    neighboursInList(applyFilter(talents, categoryId, filter, today), id) ??
    neighboursInList(applyFilter(talents, categoryId, clearFilters(), today), id) ?? {
      previous: null,
      next: null,
    }
  );
}
