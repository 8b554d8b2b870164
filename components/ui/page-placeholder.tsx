import { getTranslations } from 'next-intl/server';
import type { PageTitleKey } from '@/lib/i18n/server';
import styles from './page-placeholder.module.css';

/** The body of a screen whose own issue has not landed yet: its real title and a plain note. */
export async function PagePlaceholder({ titleKey, heading }: { titleKey: PageTitleKey; heading?: string }) {
  const t = await getTranslations();
  return (
    <section className={styles.placeholder}>
      <h1>{heading ?? t(`Metadata.${titleKey}`)}</h1>
      <p>{t('Placeholder.comingSoon')}</p>
    </section>
  );
}
