import type { Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';

/** The size Open Graph and Twitter's large card show whole. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
/** JPEG rather than ImageResponse's PNG, to stay under messengers' preview limits. */
export const SHARE_CARD_TYPE = 'image/jpeg';

export type ShareImage = { url: string; alt: string; width: number; height: number; type: string };

// Under /api/ because the proxy answers any other unknown path (…/opengraph-image below a page) with the
// 404 page. Profiles and posts have one card for both languages.
export const shareCardPath = {
  agency: (locale: Locale) => `/api/og/${locale}/opengraph-image`,
  category: (locale: Locale, category: Category) => `/api/og/${locale}/${category}/opengraph-image`,
  talent: (id: number) => `/api/og/talent/${id}/opengraph-image`,
  post: (slug: string) => `/api/og/post/${encodeURIComponent(slug)}/opengraph-image`,
};

export function shareCard(path: string, alt: string): ShareImage {
  return { url: `${site.url}${path}`, alt, ...SHARE_CARD_SIZE, type: SHARE_CARD_TYPE };
}
