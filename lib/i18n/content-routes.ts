/**
 * Paths that name panel content (a talent's profile, a blog post), decided against the content index
 * before any page renders: an unknown id or slug is the 404 page, a profile under a stale name or another
 * category a permanent redirect. Rendering those pages instead would write one cache entry per invented
 * address. Pure, so the proxy's decisions can be tested without a server.
 */
import { profilePath } from './hrefs';
import { canonicalCategory, categoryKeys, type Category } from './categories';
import { isLocale, type Locale } from './locales';
import { categorySlugs } from './routes';

/** Panel ids fit a 32-bit integer: ten digits at most, and no leading zero. */
const TALENT_ID = /^[1-9]\d{0,9}$/;
/** A profile address may carry leading zeros (it then redirects to the canonical id), within reason. */
const TALENT_ID_IN_PATH = /^\d{1,12}$/;
/** Far longer than any real slug (a talent's full name, a post's title). */
const MAX_CONTENT_SLUG_LENGTH = 200;

/** Whether a value is a talent id exactly as the panel writes it (API routes, share cards). */
export function isTalentId(value: string): boolean {
  return TALENT_ID.test(value);
}

/** The talent id a profile address names, or null when it cannot be one. */
export function talentIdInPath(value: string): number | null {
  return TALENT_ID_IN_PATH.test(value) ? Number(value) : null;
}

/** Whether a decoded slug has the shape of a post's or talent's slug (its length), before any lookup. */
export function isContentSlug(slug: string): boolean {
  return slug.length <= MAX_CONTENT_SLUG_LENGTH;
}

export type ContentPath =
  /** The name slug is empty in an address with the id alone (/en/models/1001). */
  | { kind: 'profile'; locale: Locale; category: Category; id: string; slug: string }
  | { kind: 'post'; locale: Locale; slug: string };

type TalentEntry = { categoryIds: readonly number[]; slug: string };

/** What the panel has, by the keys a path names: talents by id, posts by any translation's slug. */
export type ContentIndex = {
  talents: ReadonlyMap<number, TalentEntry>;
  postSlugs: ReadonlySet<string>;
};

export type ContentDecision =
  { kind: 'pass' } | { kind: 'not-found' } | { kind: 'redirect'; pathname: string };

/** The content a canonical page path names, or null for every other page. */
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

/** The share card of a talent or a post (app/api/og, lib/seo/sharing.ts), checked like their pages. */
const SHARE_CARD_PATH = /^\/api\/og\/(talent|post)\/([^/]+)\/opengraph-image$/;

/**
 * Whether a talent's or a post's share card names content the panel has: true or false for those paths,
 * null for any other path.
 */
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
