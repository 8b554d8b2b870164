/**
 * The site's route table: every page's slug per language and the old aliases that redirect to it.
 * Pure data and functions, shared by the proxy, the routing config and the tests.
 */
export const locales = ['pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The five talent categories, keyed by the internal (English) slug, with the panel's category id. */
export const categories = {
  models: { id: 17, slug: { en: 'models', pt: 'modelos' } },
  commercial: { id: 23, slug: { en: 'commercial', pt: 'comercial' } },
  actors: { id: 26, slug: { en: 'actors', pt: 'atores' } },
  digital: { id: 28, slug: { en: 'digital', pt: 'digital' } },
  special: { id: 29, slug: { en: 'special', pt: 'special' } },
} as const;
export type Category = keyof typeof categories;
export const categoryKeys = Object.keys(categories) as Category[];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && Object.hasOwn(categories, value);
}

/** Pages with a fixed slug (besides home and the categories). */
export const staticPages = {
  favorites: { slug: { en: 'favorites', pt: 'favoritos' }, aliases: [] },
  contact: { slug: { en: 'contact', pt: 'contato' }, aliases: ['contacto'] },
  about: { slug: { en: 'about', pt: 'sobre' }, aliases: ['sobre-nosotros'] },
  'be-a-model': { slug: { en: 'be-a-model', pt: 'seja-modelo' }, aliases: ['ser-modelo'] },
  news: { slug: { en: 'news', pt: 'news' }, aliases: [] },
} as const satisfies Record<string, { slug: Record<Locale, string>; aliases: readonly string[] }>;
type StaticPage = keyof typeof staticPages;

/** Every first path segment the site knows, mapped to the internal page it stands for. */
const segmentToPage = new Map<string, Category | StaticPage>();
for (const [page, { slug }] of Object.entries(categories) as [Category, (typeof categories)[Category]][]) {
  for (const value of Object.values(slug)) segmentToPage.set(value, page);
}
for (const [page, { slug, aliases }] of Object.entries(staticPages) as [
  StaticPage,
  (typeof staticPages)[StaticPage],
][]) {
  for (const value of [...Object.values(slug), ...aliases]) segmentToPage.set(value, page);
}

function localizedSlug(page: Category | StaticPage, locale: Locale): string {
  return isCategory(page) ? categories[page].slug[locale] : staticPages[page].slug[locale];
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
  const pages = [...categoryKeys, ...(Object.keys(staticPages) as StaticPage[])];
  return locales.flatMap((locale) =>
    pages
      .filter((page) => localizedSlug(page, locale) !== page)
      .map((page) => ({
        source: `/${locale}/${localizedSlug(page, locale)}/:rest*`,
        destination: `/${locale}/${page}/:rest*`,
      })),
  );
}
