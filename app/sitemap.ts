import type { MetadataRoute } from 'next';
import { postHref, profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import type { AppHref } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/locales';
import { plainPages } from '@/lib/i18n/routes';
import { getAllPosts, getTalents } from '@/lib/panel';
import { readOr } from '@/lib/errors/content-unavailable';
import { talentSlug } from '@/lib/talents/slug';
import { primaryCategory } from '@/lib/i18n/categories';

/** One entry per page and language, with its translations as hreflang alternates. */
function entry(hrefs: Partial<Record<Locale, AppHref>>): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    Object.entries(hrefs).map(([locale, href]) => [locale, absoluteUrl(href, locale as Locale)]),
  );
  return Object.values(languages).map((url) => ({ url, alternates: { languages } }));
}

const everywhere = (href: AppHref) => Object.fromEntries(locales.map((locale) => [locale, href]));

/** Every page, talent and post in both languages (talents under their first category, their canonical). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [talents, posts] = await Promise.all([
    readOr('sitemap talents', getTalents, []),
    readOr('sitemap posts', getAllPosts, []),
  ]);
  return [
    ...plainPages.flatMap((href) => entry(everywhere(href))),
    ...talents.flatMap((talent) => {
      const category = primaryCategory(talent.categoryIds);
      if (!category) return [];
      return entry(everywhere(profileHref(category, talent.id, talentSlug(talent.name))));
    }),
    ...posts.flatMap((post) =>
      entry(
        Object.fromEntries(
          Object.entries(post.translations).map(([locale, translation]) => [
            locale,
            postHref(translation.slug),
          ]),
        ),
      ),
    ),
  ];
}
