import type { Metadata } from 'next';
import { isLocale, type Locale } from '@/lib/i18n/routes';
import { site } from '@/lib/site';

/** og:locale is language_TERRITORY: the agency writes European Portuguese and British English. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = { pt: 'pt_PT', en: 'en_GB' };

export type ShareImage = { url: string; alt: string };

type Sharing = {
  /** The language of the page's content. */
  locale: Locale;
  image?: ShareImage | null;
  /** A talent's page is a profile, a post an article; every other page a website. */
  type?: 'website' | 'profile' | 'article';
  /** An article's publication date, ISO 8601. */
  publishedTime?: string;
};

/**
 * Completes a page's metadata (title, canonical and hreflang, from pageMetadata) with what link previews
 * read: Open Graph's site name, type, locales and image, and the Twitter card. A page's openGraph replaces
 * the layout's whole, so each page states them all; Next copies the title, description and image into the
 * Twitter card.
 */
export function withSharing(
  metadata: Metadata,
  { locale, image, type = 'website', publishedTime }: Sharing,
): Metadata {
  // The other languages the page exists in are the ones its hreflang alternates name.
  const otherLocales = Object.keys(metadata.alternates?.languages ?? {}).filter(
    (language): language is Locale => isLocale(language) && language !== locale,
  );
  const openGraph = {
    ...metadata.openGraph,
    siteName: site.name,
    locale: OPEN_GRAPH_LOCALES[locale],
    alternateLocale: otherLocales.map((other) => OPEN_GRAPH_LOCALES[other]),
    ...(image ? { images: [image] } : {}),
  };
  return {
    ...metadata,
    openGraph: type === 'article' ? { ...openGraph, type, publishedTime } : { ...openGraph, type },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
  };
}
