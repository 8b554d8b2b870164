import { defineRouting } from 'next-intl/routing';
import { categories, categoryKeys, defaultLocale, locales, staticPages, type Category } from './routes';

type LocalizedPathname = { en: string; pt: string };

const categoryPathnames = Object.fromEntries(
  categoryKeys.flatMap((category) => {
    const { en, pt } = categories[category].slug;
    return [
      [`/${category}`, { en: `/${en}`, pt: `/${pt}` }],
      [`/${category}/[id]/[slug]`, { en: `/${en}/[id]/[slug]`, pt: `/${pt}/[id]/[slug]` }],
    ];
  }),
) as Record<`/${Category}` | `/${Category}/[id]/[slug]`, LocalizedPathname>;

function staticPathname(page: keyof typeof staticPages): LocalizedPathname {
  const { en, pt } = staticPages[page].slug;
  return { en: `/${en}`, pt: `/${pt}` };
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // Pages declare hreflang in their metadata; the Link response header would repeat it.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    ...categoryPathnames,
    '/favorites': staticPathname('favorites'),
    '/contact': staticPathname('contact'),
    '/about': staticPathname('about'),
    '/be-a-model': staticPathname('be-a-model'),
    '/news': staticPathname('news'),
    '/blog/[slug]': '/blog/[slug]',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
