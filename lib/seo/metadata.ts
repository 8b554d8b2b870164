import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isCategory } from '@/lib/i18n/categories';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import type { AppHref } from '@/lib/i18n/navigation';
import { defaultLocale, localeTable, locales, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { resolvePageLocale } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { shareCard, shareCardPath, type ShareImage } from './sharing';

/** The layout's title template: Next writes every page's title into it, and Open Graph's and X's with it. */
export const TITLE_TEMPLATE = `%s | ${site.name}`;

/** A title as the template writes it, for the views that write their own `<title>` (the 404 page). */
export function withSiteName(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

type PageMetadataInput = {
  locale: Locale;
  /** Without the site's name: the layout's template adds it. */
  title: string;
  /** Without one, the layout's description of the agency. */
  description?: string;
  href: AppHref;
  /** Its address in each language it exists in, when not `href` in all (a post's slugs differ). */
  translations?: Partial<Record<Locale, AppHref>>;
  image: ShareImage;
  type?: 'website' | 'profile' | 'article';
  publishedTime?: string;
};

// A page's openGraph replaces the layout's whole, so the layout has none; Next brings the page's title and
// description to Open Graph and the X card.
export function pageMetadata({
  locale,
  title,
  description,
  href,
  translations,
  image,
  type = 'website',
  publishedTime,
}: PageMetadataInput): Metadata {
  const canonical = absoluteUrl(href, locale);
  const languages: Record<string, string> = {};
  for (const other of locales) {
    const localized = translations ? translations[other] : href;
    if (localized !== undefined) languages[other] = absoluteUrl(localized, other);
  }
  languages['x-default'] = languages[defaultLocale] ?? canonical;
  const alternateLocales = locales.filter((other) => other !== locale && other in languages);
  return {
    title,
    // A key set to undefined would erase the layout's description.
    ...(description ? { description } : {}),
    alternates: { canonical, languages },
    openGraph: {
      url: canonical,
      siteName: site.name,
      locale: localeTable[locale].openGraph,
      alternateLocale: alternateLocales.map((other) => localeTable[other].openGraph),
      images: [image],
      ...(type === 'article' ? { type, publishedTime } : { type }),
    },
  };
}

/** Not indexed, and its preview leads home: this one page answers every unknown address. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    // Beside the layout, in its segment, where Next applies no template.
    title: { absolute: withSiteName(t('notFound')) },
    robots: { index: false },
    openGraph: {
      url: absoluteUrl('/', locale),
      siteName: site.name,
      locale: localeTable[locale].openGraph,
      type: 'website',
    },
  };
}

type PageTitleKey = Exclude<keyof Messages['Metadata'], 'description'>;

/** A page named by the messages: no panel read, as the cards fall back on their own routes. */
export async function namedPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: PageTitleKey,
  href: AppHref,
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const title = t(titleKey);
  const image = isCategory(titleKey)
    ? shareCard(shareCardPath.category(locale, titleKey), withSiteName(title))
    : shareCard(shareCardPath.agency(locale), `${site.name} – ${t('description')}`);
  return pageMetadata({ locale, title, href, image });
}
