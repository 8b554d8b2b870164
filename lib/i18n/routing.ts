import { defineRouting } from 'next-intl/routing';
import { categoryKeys, type Category } from './categories';
import { defaultLocale, locales, type Locale } from './locales';
import { categorySlugs, staticPageKeys, staticPages, type StaticPage } from './routes';

type LocalizedPathname = Record<Locale, string>;

/** A page's path in every language: its slug in each, then what follows it. */
function localizedPathname(slugs: Record<Locale, string>, below = ''): LocalizedPathname {
  return Object.fromEntries(
    locales.map((locale) => [locale, `/${slugs[locale]}${below}`]),
  ) as LocalizedPathname;
}

const categoryPathnames = Object.fromEntries(
  categoryKeys.flatMap((category) => [
    [`/${category}`, localizedPathname(categorySlugs[category])],
    [`/${category}/[id]/[slug]`, localizedPathname(categorySlugs[category], '/[id]/[slug]')],
  ]),
) as Record<`/${Category}` | `/${Category}/[id]/[slug]`, LocalizedPathname>;

const staticPathnames = Object.fromEntries(
  staticPageKeys.map((page) => [`/${page}`, localizedPathname(staticPages[page].slug)]),
) as Record<`/${StaticPage}`, LocalizedPathname>;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // Pages declare hreflang in their metadata; the Link response header would repeat it.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    ...categoryPathnames,
    ...staticPathnames,
    '/blog/[slug]': '/blog/[slug]',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
