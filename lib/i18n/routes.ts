// The one route table: next-intl's pathnames, the proxy, next.config.ts's rewrites, the sitemap and the
// proxy's matcher (a literal a unit test holds to this table) derive from it.
import { categoryKeys, isCategory, type Category } from './categories';
import { isLocale, locales, type Locale } from './locales';

export const categorySlugs = {
  models: { en: 'models', pt: 'modelos' },
  commercial: { en: 'commercial', pt: 'comercial' },
  actors: { en: 'actors', pt: 'atores' },
  digital: { en: 'digital', pt: 'digital' },
  special: { en: 'special', pt: 'special' },
} as const satisfies Record<Category, Record<Locale, string>>;

/** In the sitemap's order; aliases redirect to the page. */
export const staticPages = {
  about: { slug: { en: 'about', pt: 'sobre' }, aliases: ['sobre-nosotros'] },
  'be-a-model': { slug: { en: 'be-a-model', pt: 'seja-modelo' }, aliases: ['ser-modelo'] },
  contact: { slug: { en: 'contact', pt: 'contato' }, aliases: ['contacto'] },
  news: { slug: { en: 'news', pt: 'news' }, aliases: [] },
  favorites: { slug: { en: 'favorites', pt: 'favoritos' }, aliases: [] },
} as const satisfies Record<string, { slug: Record<Locale, string>; aliases: readonly string[] }>;
export type StaticPage = keyof typeof staticPages;
export const staticPageKeys = Object.keys(staticPages) as StaticPage[];

export const plainPages: ('/' | `/${Category}` | `/${StaticPage}`)[] = [
  '/',
  ...categoryKeys.map((category) => `/${category}` as const),
  ...staticPageKeys.map((page) => `/${page}` as const),
];

const segmentToPage = new Map<string, Category | StaticPage>();
for (const page of categoryKeys) {
  for (const value of Object.values(categorySlugs[page])) segmentToPage.set(value, page);
}
for (const page of staticPageKeys) {
  const { slug, aliases } = staticPages[page];
  for (const value of [...Object.values(slug), ...aliases]) segmentToPage.set(value, page);
}

export function localizedSlug(page: Category | StaticPage, locale: Locale): string {
  return isCategory(page) ? categorySlugs[page][locale] : staticPages[page].slug[locale];
}

/** Static pages that render the localized 404 view, `/{locale}/not-found-page/{variant}`. */
export const NOT_FOUND_SEGMENT = 'not-found-page';
export const notFoundVariants = ['page', 'post'] as const;
export type NotFoundVariant = (typeof notFoundVariants)[number];

export type RouteDecision =
  | { kind: 'pass' }
  /** Permanent, for an alias or the other language's slug. */
  | { kind: 'redirect'; pathname: string }
  | { kind: 'not-found' };

function acceptsDepth(page: Category | StaticPage | 'blog', depth: number): boolean {
  if (page === 'blog') return depth <= 1;
  if (isCategory(page)) return depth <= 2;
  return depth === 0;
}

/** Paths of no known shape are decided here, so their 404 is rendered in full on the server. */
export function decideRoute(pathname: string): RouteDecision {
  const [first, page, ...rest] = pathname.split('/').filter(Boolean);
  if (first === undefined) return { kind: 'pass' };

  if (!isLocale(first)) {
    // Unprefixed known pages get the visitor's language from the middleware.
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
  if (rest.length > 0 && !/^\d+$/.test(rest[0] ?? '')) return { kind: 'not-found' };
  const canonical = localizedSlug(target, first);
  if (canonical === page) return { kind: 'pass' };
  return { kind: 'redirect', pathname: ['', first, canonical, ...rest].join('/') };
}

/** Slugs that differ from the folder that renders them (`/pt/modelos/1001/ana` → `/pt/models/…`). */
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
