import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppHref } from '@/lib/i18n/navigation';
import { pageMetadata, withSiteName } from '@/lib/i18n/metadata';
import { isCategory } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { resolvePageLocale } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import { shareCard, shareCardPath, withSharing, type ShareImage } from './sharing';

/** The pages titled from the catalogue's page titles. */
export type PageTitleKey = Exclude<keyof Messages['Metadata'], 'description'>;

/** The agency's card, which every page without a picture of its own shares; its text is the site's description. */
function agencyShareCard(locale: Locale, description: string): ShareImage {
  return shareCard(shareCardPath.agency(locale), `${site.name} – ${description}`);
}

/**
 * Metadata of a page titled from the catalogue (home, a category, contact…), ready to be shared: a
 * category's page shows its card of first covers, every other page the agency's card. No panel read:
 * the cards are drawn (and fall back) on their own routes, so a failing panel never fails a page here.
 */
export async function seoPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: PageTitleKey,
  href: AppHref,
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const metadata = pageMetadata({ locale, title: t(titleKey), description: t('description'), href });
  const image = isCategory(titleKey)
    ? shareCard(shareCardPath.category(locale, titleKey), withSiteName(t(titleKey)))
    : agencyShareCard(locale, t('description'));
  return withSharing(metadata, { locale, image });
}
