import { describe, expect, it } from 'vitest';
import { detectLocale } from '@/lib/i18n/detect-locale';
import { profileHref, profilePath } from '@/lib/i18n/hrefs';
import { categoryKeys } from '@/lib/i18n/categories';
import { locales } from '@/lib/i18n/locales';
import { categorySlugs, decideRoute, staticPages } from '@/lib/i18n/routes';
import { routing } from '@/lib/i18n/routing';

const canonical: Record<'en' | 'pt', string[]> = {
  en: [
    'models',
    'commercial',
    'actors',
    'digital',
    'special',
    'favorites',
    'contact',
    'about',
    'be-a-model',
    'news',
  ],
  pt: [
    'modelos',
    'comercial',
    'atores',
    'digital',
    'special',
    'favoritos',
    'contato',
    'sobre',
    'seja-modelo',
    'news',
  ],
};

describe('canonical paths', () => {
  it.each(['en', 'pt'] as const)('every %s page and profile passes through unchanged', (locale) => {
    expect(decideRoute(`/${locale}`)).toEqual({ kind: 'pass' });
    for (const slug of canonical[locale]) {
      expect(decideRoute(`/${locale}/${slug}`)).toEqual({ kind: 'pass' });
    }
    for (const slug of Object.values(categorySlugs)) {
      expect(decideRoute(`/${locale}/${slug[locale]}/12/ana-silva`)).toEqual({ kind: 'pass' });
      // The id alone: the content check then redirects it to the profile.
      expect(decideRoute(`/${locale}/${slug[locale]}/12`)).toEqual({ kind: 'pass' });
    }
    expect(decideRoute(`/${locale}/blog/our-casting`)).toEqual({ kind: 'pass' });
  });

  it('matches the localized pathnames given to next-intl', () => {
    const pathnames = routing.pathnames as Record<string, unknown>;
    const slugs: Record<string, { en: string; pt: string }> = { ...categorySlugs };
    for (const [page, { slug }] of Object.entries(staticPages)) slugs[page] = slug;
    for (const [page, slug] of Object.entries(slugs)) {
      expect(pathnames[`/${page}`]).toEqual({ en: `/${slug.en}`, pt: `/${slug.pt}` });
    }
  });

  it('writes a profile path the way next-intl localizes its href', () => {
    for (const category of categoryKeys) {
      const { pathname, params } = profileHref(category, 12, 'ana-silva');
      for (const locale of locales) {
        const localized = routing.pathnames[pathname][locale]
          .replace('[id]', params.id)
          .replace('[slug]', params.slug);
        expect(profilePath(locale, category, 12, 'ana-silva')).toBe(`/${locale}${localized}`);
      }
    }
  });
});

describe('aliases and the other language’s slugs redirect permanently to the canonical path', () => {
  it.each([
    ['/pt/contacto', '/pt/contato'],
    ['/en/contacto', '/en/contact'],
    ['/pt/contact', '/pt/contato'],
    ['/en/contato', '/en/contact'],
    ['/pt/sobre-nosotros', '/pt/sobre'],
    ['/en/sobre-nosotros', '/en/about'],
    ['/en/sobre', '/en/about'],
    ['/pt/about', '/pt/sobre'],
    ['/pt/ser-modelo', '/pt/seja-modelo'],
    ['/en/ser-modelo', '/en/be-a-model'],
    ['/en/seja-modelo', '/en/be-a-model'],
    ['/pt/be-a-model', '/pt/seja-modelo'],
    ['/pt/favorites', '/pt/favoritos'],
    ['/en/favoritos', '/en/favorites'],
    ['/en/modelos', '/en/models'],
    ['/pt/models', '/pt/modelos'],
    ['/en/comercial', '/en/commercial'],
    ['/pt/commercial', '/pt/comercial'],
    ['/en/atores', '/en/actors'],
    ['/pt/actors', '/pt/atores'],
    ['/en/modelos/12/ana-silva', '/en/models/12/ana-silva'],
    ['/pt/actors/7/joao', '/pt/atores/7/joao'],
    ['/en/modelos/12', '/en/models/12'],
  ])('%s → %s', (from, to) => {
    expect(decideRoute(from)).toEqual({ kind: 'redirect', pathname: to });
  });
});

describe('unknown paths are not found', () => {
  it.each([
    '/es',
    '/es/contact',
    '/es/mujeres',
    '/es/become-a-model',
    '/fr/models',
    '/nope',
    '/en/nope',
    '/pt/privacy',
    '/en/contact/extra',
    '/en/models/abc',
    '/en/models/abc/ana',
    '/en/models/12/ana/more',
    '/en/blog/a/b',
  ])('%s', (path) => {
    expect(decideRoute(path)).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['/en/blog', '/en/news'],
    ['/pt/blog', '/pt/news'],
    ['/pt/blog/', '/pt/news'],
  ])('sends %s, the posts’ folder, to the news list %s', (path, news) => {
    expect(decideRoute(path)).toEqual({ kind: 'redirect', pathname: news });
  });

  it('lets unprefixed known pages through so the visitor’s language is added', () => {
    expect(decideRoute('/')).toEqual({ kind: 'pass' });
    expect(decideRoute('/contact')).toEqual({ kind: 'pass' });
    expect(decideRoute('/modelos')).toEqual({ kind: 'pass' });
  });
});

describe('the visitor’s language', () => {
  it.each([
    [undefined, null, 'pt'],
    [undefined, 'en-US,en;q=0.9', 'en'],
    [undefined, 'pt-BR,pt;q=0.9,en;q=0.8', 'pt'],
    [undefined, 'es-ES,es;q=0.9,en;q=0.5', 'en'],
    [undefined, 'de-DE;q=0.9, en;q=0.2, pt;q=0.8', 'pt'],
    [undefined, 'fr, en;q=0', 'pt'],
    ['en', 'pt-PT', 'en'],
    ['pt', 'en-GB', 'pt'],
    ['es', 'en-GB', 'en'],
  ] as const)('cookie %s, Accept-Language %s → %s', (cookie, header, expected) => {
    expect(detectLocale(cookie, header)).toBe(expected);
  });
});
