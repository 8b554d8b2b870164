import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { Catalogue } from '@/features/catalogue/catalogue';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import { categoryKeys, isCategory } from '@/lib/i18n/categories';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { breadcrumbs } from '@/lib/seo/structured-data';
import { getTalents } from '@/lib/panel';
import { categoryOpening } from '@/lib/talents/catalogue';
import styles from '@/components/ui/page.module.css';

export const dynamicParams = false;

export function generateStaticParams() {
  return categoryKeys.map((category) => ({ category }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[category]'>) {
  const { category } = await params;
  if (!isCategory(category)) notFound();
  return namedPageMetadata(params, category, `/${category}`);
}

export default async function CategoryPage({ params }: PageProps<'/[locale]/[category]'>) {
  const locale = await resolvePageLocale(params);
  const { category } = await params;
  if (!isCategory(category)) notFound();
  const [t, talents] = await Promise.all([getTranslations('Metadata'), getTalents()]);
  const { facets, firstPage } = categoryOpening(talents, category, locale);
  return (
    <section className={styles.page} aria-labelledby="category-title">
      <JsonLd
        data={breadcrumbs([
          { name: t('home'), url: absoluteUrl('/', locale) },
          { name: t(category), url: absoluteUrl(`/${category}`, locale) },
        ])}
      />
      <h1 id="category-title" className={styles.title}>
        {t(category)}
      </h1>
      <ClientMessages namespaces={['Catalogue']}>
        <Catalogue category={category} facets={facets} firstPage={firstPage} />
      </ClientMessages>
    </section>
  );
}
