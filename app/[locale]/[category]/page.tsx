import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getTranslations } from 'next-intl/server';
import { Catalogue } from '@/components/talents/catalogue';
import { categoryKeys, isCategory } from '@/lib/i18n/routes';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';
import { getCategoryOpening } from '@/lib/talents/catalogue';
import styles from '@/components/ui/page.module.css';

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
  const locale = await resolvePageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const [t, { facets, firstPage }] = await Promise.all([
    getTranslations('Metadata'),
    getCategoryOpening(category, locale),
  ]);
  return (
    <section className={styles.page} aria-labelledby="category-title">
      <h1 id="category-title" className={styles.title}>
        {t(category)}
      </h1>
      <ClientMessages namespaces={['Catalogue']}>
        <Catalogue category={category} facets={facets} firstPage={firstPage} />
      </ClientMessages>
    </section>
  );
}
