import type { Category } from '@/lib/i18n/categories';

// Apart from ./name-search.ts, so the browser gets these without the server's talent logic.

/** The count says how many more there are. */
export const NAME_SEARCH_LIMIT = 8;
export const NAME_SEARCH_MAX_LENGTH = 100;

export type NameSearchResult = {
  id: number;
  name: string;
  slug: string;
  category: Category;
  cover: string | null;
};

export type NameSearchAnswer = { results: NameSearchResult[]; total: number };
