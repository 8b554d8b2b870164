import type { Category } from '@/lib/i18n/categories';

// What the menu's search (GET /api/talents/search) takes and answers, apart from the search itself
// (./name-search.ts), so the browser gets these without the server's talent logic.

/** Results the search answers at once; the count says how many more there are. */
export const NAME_SEARCH_LIMIT = 8;
export const NAME_SEARCH_MAX_LENGTH = 100;

/** A talent found by name, with what its canonical profile address needs. */
export type NameSearchResult = {
  id: number;
  name: string;
  slug: string;
  category: Category;
  cover: string | null;
};

export type NameSearchAnswer = { results: NameSearchResult[]; total: number };
