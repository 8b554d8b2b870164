// GET /api/og/{locale}/opengraph-image – the agency's card, shared by home, contact, about, be-a-model,
// favorites and news (lib/seo/sharing.ts names it in their og:image). Prerendered, refreshed with the panel.
import { notFound } from 'next/navigation';
import { isLocale, locales } from '@/lib/i18n/locales';
import { agencyImage } from '@/lib/seo/og-images';

export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return agencyImage(locale);
}
