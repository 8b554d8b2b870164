/** Slugs per language are the route table's (lib/i18n/routes.ts). */
export const categories = {
  models: { id: 17 },
  commercial: { id: 23 },
  actors: { id: 26 },
  digital: { id: 28 },
  special: { id: 29 },
} as const;
export type Category = keyof typeof categories;
export const categoryKeys = Object.keys(categories) as Category[];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && Object.hasOwn(categories, value);
}

/** In the menu's order: the one its canonical URL and the sitemap use. */
export function primaryCategory(categoryIds: readonly number[]): Category | null {
  return categoryKeys.find((key) => categoryIds.includes(categories[key].id)) ?? null;
}

/** The requested one when the talent is in it: the visitor came from that list and goes back to it. */
export function canonicalCategory(categoryIds: readonly number[], requested: Category): Category | null {
  return categoryIds.includes(categories[requested].id) ? requested : primaryCategory(categoryIds);
}
