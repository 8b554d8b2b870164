// GET /api/og/{locale}/{category}/opengraph-image – a category's card, prerendered, refreshed with the list.
import { notFound } from 'next/navigation';
import { categoryKeys, isCategory } from '@/lib/i18n/categories';
import { isLocale, locales } from '@/lib/i18n/locales';
import { categoryImage } from '@/lib/seo/og-images';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) => categoryKeys.map((category) => ({ locale, category })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; category: string }> }) {
  const { locale, category } = await params;
  if (!isLocale(locale) || !isCategory(category)) notFound();
  return categoryImage(locale, category);
}
