/**
 * The site's route table, the one list of its pages: every page's slug per language and the old aliases
 * that redirect to it. next-intl's pathnames (routing.ts), the proxy's decisions, next.config.ts's rewrites,
 * the sitemap and the proxy's matcher (a literal a unit test holds to this table) derive from it. Pure data
 * and functions, shared by the proxy, the routing config and the tests.
 */
import { categoryKeys, isCategory, type Category } from './categories';
import { isLocale, locales, type Locale } from './locales';

/** Each talent category's list, with its talents' profiles below it. */
export const categorySlugs = {
  models: { en: 'models', pt: 'modelos' },
  commercial: { en: 'commercial', pt: 'comercial' },
  actors: { en: 'actors', pt: 'atores' },
  digital: { en: 'digital', pt: 'digital' },
  special: { en: 'special', pt: 'special' },
} as const satisfies Record<Category, Record<Locale, string>>;

/** Pages with a fixed slug (besides home and the categories), in the sitemap's order. */
export const staticPages = {
  about: { slug: { en: 'about', pt: 'sobre' }, aliases: ['sobre-nosotros'] },
  'be-a-model': { slug: { en: 'be-a-model', pt: 'seja-modelo' }, aliases: ['ser-modelo'] },
  contact: { slug: { en: 'contact', pt: 'contato' }, aliases: ['contacto'] },
  news: { slug: { en: 'news', pt: 'news' }, aliases: [] },
  favorites: { slug: { en: 'favorites', pt: 'favoritos' }, aliases: [] },
} as const satisfies Record<string, { slug: Record<Locale, string>; aliases: readonly string[] }>;
export type StaticPage = keyof typeof staticPages;
export const staticPageKeys = Object.keys(staticPages) as StaticPage[];

/** Every page with a plain address of its own (`/en`, `/pt/modelos`), as next-intl's internal pathname. */
export const plainPages: ('/' | `/${Category}` | `/${StaticPage}`)[] = [
  '/',
  ...categoryKeys.map((category) => `/${category}` as const),
  ...staticPageKeys.map((page) => `/${page}` as const),
];

/** Every first path segment the site knows, mapped to the internal page it stands for. */
const segmentToPage = new Map<string, Category | StaticPage>();
for (const page of categoryKeys) {
  for (const value of Object.values(categorySlugs[page])) segmentToPage.set(value, page);
}
for (const page of staticPageKeys) {
  const { slug, aliases } = staticPages[page];
  for (const value of [...Object.values(slug), ...aliases]) segmentToPage.set(value, page);
}

/** A page's slug in one language. */
export function localizedSlug(page: Category | StaticPage, locale: Locale): string {
  return isCategory(page) ? categorySlugs[page][locale] : staticPages[page].slug[locale];
}

/** Where the proxy sends unknown paths: a static page that renders the localized 404 view. */
export const NOT_FOUND_SEGMENT = 'not-found-page';

export type RouteDecision =
  /** Let the locale middleware handle it (a canonical path, `/`, or an unprefixed known page). */
  | { kind: 'pass' }
  /** An alias or the other language's slug: answer with a permanent redirect. */
  | { kind: 'redirect'; pathname: string }
  /** An unknown language segment or page: the localized 404. */
  | { kind: 'not-found' };

/**
 * How many segments follow a page's slug: categories have profiles below them (an id and a name, or an id
 * alone, which redirects to the profile), blog posts a slug (the blog alone redirects to the news).
 */
function acceptsDepth(page: Category | StaticPage | 'blog', depth: number): boolean {
  if (page === 'blog') return depth <= 1;
  if (isCategory(page)) return depth <= 2;
  return depth === 0;
}

/**
 * Decides what the proxy does with a request path before the locale middleware sees it. Only the first
 * page segment is ever rewritten; ids and name slugs that follow are kept. Paths of no known shape are
 * decided here, so their 404 is rendered in full on the server.
 */
export function decideRoute(pathname: string): RouteDecision {
  const [first, page, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return { kind: 'pass' };

  if (!isLocale(first)) {
    // Unprefixed paths to known pages get the visitor's language from the middleware;
    // anything else (an unsupported language such as /es, or junk) is not found.
    return segmentToPage.has(first) ? { kind: 'pass' } : { kind: 'not-found' };
  }
  if (page === undefined) return { kind: 'pass' };

  const target = page === 'blog' ? 'blog' : segmentToPage.get(page);
  if (target === undefined || !acceptsDepth(target, rest.length)) return { kind: 'not-found' };
  if (target === 'blog') {
    // The posts' folder has no page of its own: its address leads to the news list.
    return rest.length === 0
      ? { kind: 'redirect', pathname: `/${first}/${localizedSlug('news', first)}` }
      : { kind: 'pass' };
  }
  // A profile path is /{category}/{numeric id}/{name slug}, or /{category}/{numeric id}.
  if (rest.length > 0 && !/^\d+$/.test(rest[0] ?? '')) return { kind: 'not-found' };
  const canonical = localizedSlug(target, first);
  if (canonical === page) return { kind: 'pass' };
  return { kind: 'redirect', pathname: ['', first, canonical, ...rest].join('/') };
}

/**
 * Each page's address in a language where its slug is not the name of the folder that renders it, with
 * what follows it (`/pt/modelos/1001/ana` → `/pt/models/1001/ana`): next.config.ts rewrites these after the
 * proxy has decided the path (or stayed out of a page's plain address, proxy.ts).
 */
export function localizedPageRewrites(): { source: string; destination: string }[] {
  const pages = [...categoryKeys, ...staticPageKeys];
  return locales.flatMap((locale) =>
    pages
      .filter((page) => localizedSlug(page, locale) !== page)
      .map((page) => ({
        source: `/${locale}/${localizedSlug(page, locale)}/:rest*`,
        destination: `/${locale}/${page}/:rest*`,
      })),
  );
}
