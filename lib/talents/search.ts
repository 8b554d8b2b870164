/** Lowercase, without diacritics and with single spaces, so "  JOÃO  Silva" and "joao silva" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Every word of the query must occur in the name, in any order ("silva joao" finds "João Silva"). */
export function matchesSearch(name: string, query: string): boolean {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  const haystack = normalizeForSearch(name);
  return words.every((word) => haystack.includes(word));
}
