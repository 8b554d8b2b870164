/** Lowercase, without diacritics and with single spaces, so "  JOÃO  Silva" and "joao silva" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query, normalized; none for a blank one. */
export function searchWords(query: string): string[] {
  return normalizeForSearch(query).split(' ').filter(Boolean);
}

/** Every word must occur in the (normalized) name, in any order ("silva joao" finds "João Silva"). */
export function matchesWords(normalizedName: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedName.includes(word));
}
