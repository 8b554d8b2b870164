// Server-only matching, apart from filters.ts so the browser's filter model does not carry it.
import type { Talent } from '@/lib/content/types';
import type { CategoryId, ColourKey, NumberRange, TalentFilter } from './filters';
import { matchesWords, searchWords } from './search';
import { factsOf, type TalentFacts } from './talent-facts';

export function inCategory(talent: Talent, categoryId: number): boolean {
  return talent.categoryIds.includes(categoryId);
}

function inRange(value: number | null, range: NumberRange | null): boolean {
  if (range === null) return true;
  return (
    value !== null && (range.min === null || value >= range.min) && (range.max === null || value <= range.max)
  );
}

function hasColour(slug: string | null, chosen: readonly string[]): boolean {
  return chosen.length === 0 || (slug !== null && chosen.includes(slug));
}

/** Three tests, so the colour counts can leave out each colour's own choice. */
function matcher(categoryId: CategoryId, filter: TalentFilter) {
  const words = searchWords(filter.search);
  return {
    rest: (talent: Talent, facts: TalentFacts) =>
      inCategory(talent, categoryId) &&
      (filter.subcategory === null || inCategory(talent, filter.subcategory)) &&
      (filter.gender === null || talent.gender === filter.gender) &&
      inRange(facts.height, filter.height) &&
      inRange(facts.age, filter.age) &&
      matchesWords(facts.name, words),
    hair: (facts: TalentFacts) => hasColour(facts.hair, filter.hair),
    eyes: (facts: TalentFacts) => hasColour(facts.eyes, filter.eyes),
  };
}

/** In the panel's order. */
export function applyFilter(
  talents: readonly Talent[],
  categoryId: CategoryId,
  filter: TalentFilter,
  today: Date = new Date(),
): Talent[] {
  const facts = factsOf(talents, today);
  const matches = matcher(categoryId, filter);
  return talents.filter((talent, index) => {
    const own = facts[index]!;
    return matches.rest(talent, own) && matches.hair(own) && matches.eyes(own);
  });
}

export type ColourCounts = Record<ColourKey, Record<string, number>>;

/** How many talents the list would show with each colour chosen as well. */
export function colourCounts(
  talents: readonly Talent[],
  categoryId: CategoryId,
  filter: TalentFilter,
  today: Date = new Date(),
): ColourCounts {
  const facts = factsOf(talents, today);
  const matches = matcher(categoryId, filter);
  const counts: ColourCounts = { hair: {}, eyes: {} };
  talents.forEach((talent, index) => {
    const own = facts[index]!;
    if (!matches.rest(talent, own)) return;
    const hair = matches.hair(own);
    const eyes = matches.eyes(own);
    if (eyes && own.hair !== null) counts.hair[own.hair] = (counts.hair[own.hair] ?? 0) + 1;
    if (hair && own.eyes !== null) counts.eyes[own.eyes] = (counts.eyes[own.eyes] ?? 0) + 1;
  });
  return counts;
}
