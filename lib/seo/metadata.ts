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

export type PageTitleKey = Exclude<keyof Messages['Metadata'], 'description'>;

function agencyShareCard(locale: Locale, description: string): ShareImage {
  return shareCard(shareCardPath.agency(locale), `${site.name} – ${description}`);
}

/** No panel read: cards are drawn (and fall back) on their own routes, so a failing panel fails no page. */
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
