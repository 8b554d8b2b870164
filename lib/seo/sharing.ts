import type { Metadata } from 'next';
import type { Category } from '@/lib/i18n/categories';
import { isLocale, localeTable, type Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

/** Every shared link's picture: a card drawn at the size Open Graph and Twitter's large card show whole. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** JPEG rather than ImageResponse's PNG: a photograph card weighs ~100 KB, under messengers' preview limits. */
export const SHARE_CARD_TYPE = 'image/jpeg';

export type ShareImage = { url: string; alt: string; width: number; height: number; type: string };

/**
 * Where each card is drawn: app/api/og/**\/opengraph-image.tsx. Under /api/ because the proxy answers
 * any other path it does not know (…/opengraph-image below a page) with the 404 page. Profiles and posts
 * have one card for both languages: the name is the same, and a post's slug names its language.
 */
export const shareCardPath = {
  agency: (locale: Locale) => `/api/og/${locale}/opengraph-image`,
  category: (locale: Locale, category: Category) => `/api/og/${locale}/${category}/opengraph-image`,
  talent: (id: number) => `/api/og/talent/${id}/opengraph-image`,
  post: (slug: string) => `/api/og/post/${encodeURIComponent(slug)}/opengraph-image`,
};

/** A card's og:image: absolute URL, size, type and the alternative text in the page's language. */
export function shareCard(path: string, alt: string): ShareImage {
  return { url: `${site.url}${path}`, alt, ...SHARE_CARD_SIZE, type: SHARE_CARD_TYPE };
}

type Sharing = {
  /** The language of the page's content. */
  locale: Locale;
  /** What a shared link shows; every page has one (the agency's card at least). */
  image: ShareImage;
  /** A talent's page is a profile, a post an article; every other page a website. */
  type?: 'website' | 'profile' | 'article';
  /** An article's publication date, ISO 8601. */
  publishedTime?: string;
};

/**
 * Completes a page's metadata (title, canonical and hreflang, from pageMetadata) with what link previews
 * read: Open Graph's site name, type, locales and image, and the large Twitter card with the same image.
 * A page's openGraph replaces the layout's whole, so each page states them all.
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
    locale: localeTable[locale].openGraph,
    alternateLocale: otherLocales.map((other) => localeTable[other].openGraph),
    images: [image],
  };
  return {
    ...metadata,
    openGraph: type === 'article' ? { ...openGraph, type, publishedTime } : { ...openGraph, type },
    twitter: { card: 'summary_large_image', images: [image] },
  };
}
