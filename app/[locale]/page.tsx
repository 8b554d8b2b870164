import { getTranslations } from 'next-intl/server';
import { resolvePageLocale, translatedPageMetadata } from '@/lib/i18n/server';
import { site } from '@/lib/site';
import styles from './home.module.css';

export function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return translatedPageMetadata(params, 'home', '/');
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  await resolvePageLocale(params);
  const t = await getTranslations('Metadata');
  return (
    <div data-page="home" className={styles.home}>
      <h1 className={styles.title}>{site.name}</h1>
      <p className={styles.tagline}>{t('description')}</p>
    </div>
  );
}
