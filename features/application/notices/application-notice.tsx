import { getTranslations } from 'next-intl/server';
import { websiteHtml, websiteText } from '@/lib/content/website-texts';
import type { WebsiteTexts } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { ContactWays } from './contact-ways';
import styles from './application-notice.module.css';

const NOTICE_ID = 'application-notice';

// Who receives the application, what for, how long it is kept, the right to withdraw: the panel's texts
// win when it has them; the messages are the defaults (APPLICATION_NOTICE_VERSION names them).
export async function ApplicationNotice({ texts, locale }: { texts: WebsiteTexts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ApplicationNotice' });
  const title = websiteText(texts, 'be_a_model_notice_title', locale) || t('title');
  const html = websiteHtml(texts, 'be_a_model_notice_text', locale);
  return (
    <section id={NOTICE_ID} className={styles.notice} aria-labelledby={`${NOTICE_ID}-title`}>
      <h2 id={`${NOTICE_ID}-title`} className={styles.title}>
        {title}
      </h2>
      {html ? (
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <ul className={styles.text}>
          <li>{t('who', { agency: site.name })}</li>
          <li>{t('purpose')}</li>
          <li>{t('retention')}</li>
          <li>{t('withdraw')}</li>
        </ul>
      )}
      <ContactWays
        texts={texts}
        locale={locale}
        labels={{ list: t('ways'), contactPage: t('contactPage') }}
      />
    </section>
  );
}
