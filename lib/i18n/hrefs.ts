import type { Category } from './categories';
import type { Locale } from './locales';
import { categorySlugs } from './routes';

/** A talent's profile, `/{lang}/{category}/{id}/{name-slug}`, as a localized link target. */
export function profileHref(category: Category, id: number, slug: string) {
  return { pathname: `/${category}/[id]/[slug]`, params: { id: String(id), slug } } as const;
}

/** The same profile's path in one language, for the proxy (it answers before next-intl's navigation). */
export function profilePath(locale: Locale, category: Category, id: number, slug: string): string {
  return `/${locale}/${categorySlugs[category][locale]}/${id}/${slug}`;
}

/** A blog post in one language, `/{lang}/blog/{slug}` (each translation has its own slug). */
export function postHref(slug: string) {
  return { pathname: '/blog/[slug]', params: { slug } } as const;
}
