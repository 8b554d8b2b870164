import { isCategory } from '@/lib/i18n/categories';
import type { FavoriteTalent } from './types';

/** The favorites store: talents keyed by their id, each value the talent as it was favorited. */
export type FavoritesMap = Record<string, FavoriteTalent>;

/** More than any real shortlist; bounds what a share link or a request may carry. */
export const MAX_FAVORITES = 200;

/** A talent's name or slug as favorites keep it. */
export const MAX_FAVORITE_TEXT = 200;
const MAX_URL = 2048;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

// Crossing a trust boundary (storage, a link, a request), a tampered value is dropped, not rendered or
// forwarded. Hand-written rather than zod: the heart on every page loads it.
export function parseFavoriteTalent(value: unknown): FavoriteTalent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, slug, category, cover } = value as Record<string, unknown>;
  const valid =
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= MAX_FAVORITE_TEXT &&
    typeof slug === 'string' &&
    slug.length <= MAX_FAVORITE_TEXT &&
    SLUG.test(slug) &&
    isCategory(category) &&
    (cover === null || (typeof cover === 'string' && cover.length <= MAX_URL && isHttpUrl(cover)));
  return valid ? { id, name: name.trim(), slug, category, cover } : null;
}

/** The valid talents of an untrusted map or list, keyed by id; anything malformed is left out. */
export function toFavoritesMap(value: unknown): FavoritesMap {
  if (typeof value !== 'object' || value === null) return {};
  const map: FavoritesMap = {};
  for (const candidate of Object.values(value)) {
    const talent = parseFavoriteTalent(candidate);
    if (talent) map[talent.id] = talent;
  }
  return map;
}

/** Wishlist order: by name, as a booker scans a list of people. */
export function sortFavorites(talents: FavoriteTalent[], locale: string): FavoriteTalent[] {
  // No collator for a list with nothing to order: creating one costs a phone noticeable CPU.
  if (talents.length < 2) return [...talents];
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...talents].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
