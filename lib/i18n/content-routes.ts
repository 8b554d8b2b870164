// Decided before any page renders: rendering would write one cache entry per invented address.
import { profilePath } from './hrefs';
import { canonicalCategory, categoryKeys, type Category } from './categories';
import { isLocale, type Locale } from './locales';
import { categorySlugs } from './routes';

/** Panel ids fit a 32-bit integer. */
const TALENT_ID = /^[1-9]\d{0,9}$/;
/** Leading zeros redirect to the canonical id. */
const TALENT_ID_IN_PATH = /^\d{1,12}$/;
const MAX_CONTENT_SLUG_LENGTH = 200;

export function isTalentId(value: string): boolean {
  return TALENT_ID.test(value);
}

export function talentIdInPath(value: string): number | null {
  return TALENT_ID_IN_PATH.test(value) ? Number(value) : null;
}

export function isContentSlug(slug: string): boolean {
  return slug.length <= MAX_CONTENT_SLUG_LENGTH;
}

export type ContentPath =
  /** Empty in an address with the id alone (/en/models/1001). */
  | { kind: 'profile'; locale: Locale; category: Category; id: string; slug: string }
  | { kind: 'post'; locale: Locale; slug: string };

type TalentEntry = { categoryIds: readonly number[]; slug: string };

/** Posts by any translation's slug. */
export type ContentIndex = {
  talents: ReadonlyMap<number, TalentEntry>;
  postSlugs: ReadonlySet<string>;
};

export type ContentDecision =
  { kind: 'pass' } | { kind: 'not-found' } | { kind: 'redirect'; pathname: string };

export function contentPath(pathname: string): ContentPath | null {
  const [locale, page, ...rest] = pathname.split('/').filter(Boolean);
  if (!isLocale(locale)) return null;
  if (page === 'blog' && rest.length === 1) return { kind: 'post', locale, slug: rest[0]! };
  const category = categoryKeys.find((key) => categorySlugs[key][locale] === page);
  if (category && (rest.length === 1 || rest.length === 2))
    return { kind: 'profile', locale, category, id: rest[0]!, slug: rest[1] ?? '' };
  return null;
}

export function decideContentRoute(path: ContentPath, index: ContentIndex): ContentDecision {
  let slug: string;
  try {
    slug = decodeURIComponent(path.slug);
  } catch {
    return { kind: 'not-found' };
  }
  if (!isContentSlug(slug)) return { kind: 'not-found' };
  if (path.kind === 'post') return index.postSlugs.has(slug) ? { kind: 'pass' } : { kind: 'not-found' };

  const id = talentIdInPath(path.id);
  const talent = id === null ? undefined : index.talents.get(id);
  if (id === null || !talent) return { kind: 'not-found' };
  // As the profile page decides: the requested list when the talent is in it, else its first one.
  const category = canonicalCategory(talent.categoryIds, path.category) ?? path.category;
  if (isTalentId(path.id) && category === path.category && slug === talent.slug) return { kind: 'pass' };
  return { kind: 'redirect', pathname: profilePath(path.locale, category, id, talent.slug) };
}

const SHARE_CARD_PATH = /^\/api\/og\/(talent|post)\/([^/]+)\/opengraph-image$/;

/** Null for paths that are no share card. */
export function shareCardIsKnown(pathname: string, index: ContentIndex): boolean | null {
  const [, kind, key = ''] = SHARE_CARD_PATH.exec(pathname) ?? [];
  if (!kind) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return false;
  }
  if (kind === 'post') return isContentSlug(decoded) && index.postSlugs.has(decoded);
  return isTalentId(decoded) && index.talents.has(Number(decoded));
}
