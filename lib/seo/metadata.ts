import type { Metadata } from 'next';
import type { AppHref } from '@/lib/i18n/navigation';
import { resolvePageLocale, translatedPageMetadata, type PageTitleKey } from '@/lib/i18n/server';
import { withSharing, type ShareImage } from './sharing';

/** Metadata of a page titled from the catalogue (home, a category, contact…), ready to be shared. */
export async function seoPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: PageTitleKey,
  href: AppHref,
  image?: ShareImage | null,
): Promise<Metadata> {
  const [locale, metadata] = await Promise.all([
    resolvePageLocale(params),
    translatedPageMetadata(params, titleKey, href),
  ]);
  return withSharing(metadata, { locale, image });
}
