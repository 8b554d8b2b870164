import type { Talent } from '@/lib/content/types';
import { NAME_SEARCH_LIMIT, type NameSearchAnswer } from './name-search-answer';
import { primaryCategory } from '@/lib/i18n/categories';
import { matchesWords, searchWords } from './search';
import { talentSlug } from './slug';
import { factsOf } from './talent-facts';

/** 0: starts with the query; 1: every word starts a word of the name; 2: anywhere. */
function rank(name: string, words: readonly string[]): number {
  if (name.startsWith(words.join(' '))) return 0;
  const nameWords = name.split(/[\s-]+/);
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word))) ? 1 : 2;
}

/** A talent shown in no category is left out: it has no profile to link to. */
export function searchTalentsByName(
  talents: readonly Talent[],
  query: string,
  limit: number = NAME_SEARCH_LIMIT,
  today: Date = new Date(),
): NameSearchAnswer {
  const words = searchWords(query);
  if (words.length === 0) return { results: [], total: 0 };
  const facts = factsOf(talents, today);
  const found = talents.flatMap((talent, index) => {
    const name = facts[index]!.name;
    const category = primaryCategory(talent.categoryIds);
    return category && matchesWords(name, words) ? [{ talent, category, rank: rank(name, words) }] : [];
  });
  // Array.prototype.sort is stable: equal ranks keep the panel's order.
  found.sort((a, b) => a.rank - b.rank);
  return {
    results: found.slice(0, limit).map(({ talent, category }) => ({
      id: talent.id,
      name: talent.name,
      slug: talentSlug(talent.name),
      category,
      cover: talent.cover,
    })),
    total: found.length,
  };
}
