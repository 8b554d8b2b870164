import type { Category } from './categories';
import type { Locale } from './locales';
import { categorySlugs } from './routes';

export function profileHref(category: Category, id: number, slug: string) {
  return { pathname: `/${category}/[id]/[slug]`, params: { id: String(id), slug } } as const;
}

/** For the proxy, which answers before next-intl's navigation. */
export function profilePath(locale: Locale, category: Category, id: number, slug: string): string {
  return `/${locale}/${categorySlugs[category][locale]}/${id}/${slug}`;
}

/** Each translation has its own slug. */
export function postHref(slug: string) {
  return { pathname: '/blog/[slug]', params: { slug } } as const;
}
