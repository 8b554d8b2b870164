/** "  JOÃO  Silva" and "joao silva" compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function searchWords(query: string): string[] {
  return normalizeForSearch(query).split(' ').filter(Boolean);
}

export function matchesWords(normalizedName: string, words: readonly string[]): boolean {
  return words.every((word) => normalizedName.includes(word));
}
