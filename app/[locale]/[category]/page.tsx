import { notFound } from 'next/navigation';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { categoryKeys, isCategory } from '@/lib/i18n/routes';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';

export const dynamicParams = false;

export function generateStaticParams() {
  return categoryKeys.map((category) => ({ category }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[category]'>) {
  const { category } = await params;
  if (!isCategory(category)) notFound();
  return translatedPageMetadata(params, category, `/${category}`);
}

export default async function CategoryPage({ params }: PageProps<'/[locale]/[category]'>) {
  await resolvePageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  return <PagePlaceholder titleKey={category} />;
}
