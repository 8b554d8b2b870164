// Every language of the locale table, walked through every table that has a row or a text per language:
// the routes' slugs, next-intl's pathnames and the rewrites, the metadata's hreflang and og:locale, the
// number and date formats, the messages file and the sitemap. A new language missing anywhere fails here.
import fs from 'node:fs';
import type { MetadataRoute } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { formatLongDate, localeTable, locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import {
  decideRoute,
  localizedPageRewrites,
  localizedSlug,
  plainPages,
  staticPageKeys,
} from '@/lib/i18n/routes';
import { routing } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { categoryKeys } from '@/lib/i18n/categories';
import { localizeNumber } from '@/lib/talents/measures';
import en from '@/messages/en.json';

// The sitemap's panel content: one talent and one post translated into every language.
vi.mock('@/lib/panel', async () => {
  const { locales } = await import('@/lib/i18n/locales');
  return {
    getTalents: async () => [{ id: 1001, name: 'Ana Silva', categoryIds: [17], cover: null }],
    getTalentProfile: async () => ({ galleries: { book: [] } }),
    getAllPosts: async () => [
      { translations: Object.fromEntries(locales.map((locale) => [locale, { slug: `post-${locale}` }])) },
    ],
  };
});

const pages = [...categoryKeys, ...staticPageKeys];

/** Every key path of a messages file ("Menu.title"), with the kind of value it holds. */
function keyPaths(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  );
}

describe.each(locales)('the language %s', (locale) => {
  it('has a slug for every page, none shared by two pages, each one decided and rewritten', () => {
    const slugs = pages.map((page) => localizedSlug(page, locale));
    expect(
      slugs.every((slug) => /^[a-z0-9-]+$/.test(slug)),
      slugs.join(),
    ).toBe(true);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(decideRoute(`/${locale}`)).toEqual({ kind: 'pass' });
    const rewrites = localizedPageRewrites();
    for (const page of pages) {
      const slug = localizedSlug(page, locale);
      expect(decideRoute(`/${locale}/${slug}`), slug).toEqual({ kind: 'pass' });
      const pathname = routing.pathnames[`/${page}`];
      expect(typeof pathname === 'object' && pathname[locale]).toBe(`/${slug}`);
      if (slug !== page) {
        expect(rewrites).toContainEqual({
          source: `/${locale}/${slug}/:rest*`,
          destination: `/${locale}/${page}/:rest*`,
        });
      }
    }
  });

  it("is every page's hreflang alternate and its og:locale, the table's territory of its tag", () => {
    const { tag, openGraph } = localeTable[locale];
    expect(openGraph).toBe(tag.replace('-', '_'));
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    const metadata = pageMetadata({
      locale,
      title: 'Title',
      href: '/contact',
      image: { url: '/card.jpg', alt: '', width: 1200, height: 630, type: 'image/jpeg' },
    });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual([...locales, 'x-default']);
    expect(metadata.openGraph).toMatchObject({
      locale: openGraph,
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => localeTable[other].openGraph),
    });
  });

  it('writes counts as use-intl does, and measures and dates as Intl does in its tag', () => {
    const { tag, separators } = localeTable[locale];
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    expect(separators).toEqual({
      group: parts.find((part) => part.type === 'group')?.value,
      decimal: parts.find((part) => part.type === 'decimal')?.value,
    });
    expect(formatCount(1234567, locale)).toBe(new Intl.NumberFormat(locale).format(1234567));
    expect(localizeNumber('39.5', locale)).toBe(new Intl.NumberFormat(tag).format(39.5));
    expect(localizeNumber('39.125', locale)).toBe(
      new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(39.125),
    );
    const lateEvening = new Date('2026-06-30T23:30:00Z');
    expect(formatLongDate(lateEvening, locale)).toBe(
      new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(lateEvening),
    );
  });

  it("has a messages file with English's keys, each a text, and a name in the language switch", async () => {
    expect(fs.existsSync(`messages/${locale}.json`)).toBe(true);
    const messages = await loadMessages(locale);
    expect(keyPaths(messages).sort()).toEqual(keyPaths(en).sort());
    expect(Object.keys(messages.LanguageSwitch)).toEqual(expect.arrayContaining([...locales]));
  });

  it("is in the sitemap: every page, talent and post, each entry naming every language's address", async () => {
    const { default: sitemap } = await import('@/app/sitemap');
    const entries: MetadataRoute.Sitemap = await sitemap();
    const urls = entries.map((entry) => new URL(entry.url).pathname);
    const expected = [
      `/${locale}`,
      ...pages.map((page) => `/${locale}/${localizedSlug(page, locale)}`),
      `/${locale}/${localizedSlug('models', locale)}/1001/ana-silva`,
      `/${locale}/blog/post-${locale}`,
    ];
    expect(urls).toEqual(expect.arrayContaining(expected));
    expect(entries).toHaveLength(locales.length * (plainPages.length + 2));
    for (const entry of entries) expect(Object.keys(entry.alternates?.languages ?? {})).toEqual(locales);
  });
});
