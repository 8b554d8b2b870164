import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import { pageMetadata } from './metadata';
import { isLocale, type Locale } from './routes';
import type { AppHref } from './navigation';
import type en from '@/messages/en.json';

export type PageTitleKey = Exclude<keyof (typeof en)['Metadata'], 'description'>;

/** The page's language from its route params; enables static rendering of the page's translations. */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** Metadata of a page whose title is one of the catalogue's page titles. */
export async function translatedPageMetadata(
  params: Promise<{ locale: string }>,
  titleKey: PageTitleKey,
  href: AppHref,
): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({ locale, title: t(titleKey), description: t('description'), href });
}
