import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { noFeesHref } from '@/features/application/notices/no-fee-notice';
import { site } from '@/lib/site';
import { LanguageSwitch } from './language-switch';
import styles from './site-footer.module.css';

export async function SiteFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className={styles.footer}>
      <LanguageSwitch />
      <p className={styles.copyright}>
        {t('copyright', { startYear: site.foundedYear, year: new Date().getFullYear(), siteName: site.name })}
      </p>
      <div className={styles.links}>
        <Link href={noFeesHref}>{t('noFees')}</Link>
        <a href={site.privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
          {t('privacyPolicy')} <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
        <a href={site.poweredBy.url} rel="noopener noreferrer">
          {t('poweredBy', { name: site.poweredBy.name })}
        </a>
      </div>
    </footer>
  );
}
