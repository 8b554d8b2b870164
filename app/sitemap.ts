import type { MetadataRoute } from 'next';
import pLimit from 'p-limit';
import type { Talent } from '@/lib/content/types';
import { postHref, profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import type { AppHref } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/locales';
import { plainPages } from '@/lib/i18n/routes';
import { getAllPosts, getTalentProfile, getTalents } from '@/lib/panel';
import { describeFailure, isPanelError } from '@/lib/panel/errors';
import { readOr } from '@/lib/errors/content-unavailable';
import { searchablePictures } from '@/lib/seo/talent-pictures';
import { talentSlug } from '@/lib/talents/slug';
import { primaryCategory } from '@/lib/i18n/categories';

/** Profiles read at once for their Book: the sitemap asks the panel for every talent's. */
const PROFILE_READS_AT_ONCE = 8;

// Next writes sitemap addresses into the XML as they are: the two characters XML text cannot take go
// percent-encoded, which names the same file.
const inSitemap = (address: string) => address.replaceAll('&', '%26').replaceAll("'", '%27');

function entry(hrefs: Partial<Record<Locale, AppHref>>, images: string[] = []): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    Object.entries(hrefs).map(([locale, href]) => [locale, absoluteUrl(href, locale as Locale)]),
  );
  const pictures = images.length > 0 ? { images: images.map(inSitemap) } : {};
  return Object.values(languages).map((url) => ({ url, alternates: { languages }, ...pictures }));
}

const everywhere = (href: AppHref) => Object.fromEntries(locales.map((locale) => [locale, href]));

// Once a profile read fails the others are not asked for (a hanging panel would hold the sitemap for every
// talent's timeout): those talents keep their cover alone.
async function talentPictures(talents: Talent[]): Promise<Map<number, string[]>> {
  let failure: unknown = null;
  const bookOf = async (talent: Talent) => {
    if (failure) return [];
    try {
      return (await getTalentProfile(talent.id)).galleries.book;
    } catch (error) {
      if (!(isPanelError(error) && error.code === 'not_found')) failure ??= error;
      return [];
    }
  };
  const pictures = await pLimit(PROFILE_READS_AT_ONCE).map(
    talents,
    async (talent) => [talent.id, searchablePictures(talent.cover, await bookOf(talent))] as const,
  );
  if (failure)
    console.error(`[panel] sitemap: talents' Books unavailable, covers only: ${describeFailure(failure)}`);
  return new Map(pictures);
}

/** Talents under their first category, their canonical. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [talents, posts] = await Promise.all([
    readOr('sitemap talents', getTalents, []),
    readOr('sitemap posts', getAllPosts, []),
  ]);
  const listed = talents.flatMap((talent) => {
    const category = primaryCategory(talent.categoryIds);
    return category ? [{ talent, category }] : [];
  });
  const pictures = await talentPictures(listed.map(({ talent }) => talent));
  return [
    ...plainPages.flatMap((href) => entry(everywhere(href))),
    ...listed.flatMap(({ talent, category }) =>
      entry(everywhere(profileHref(category, talent.id, talentSlug(talent.name))), pictures.get(talent.id)),
    ),
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
