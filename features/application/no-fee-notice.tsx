import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { telHref, websiteHtml, websiteText } from '@/lib/content/website-texts';
import type { WebsiteTexts } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './no-fee-notice.module.css';

const NO_FEES_ID = 'no-fees';

/** One text in one place: the footer's link leads to the notice on the application page. */
export const noFeesHref = { pathname: '/be-a-model', hash: NO_FEES_ID } as const;

/** The panel's website texts win when it has them; the messages are the defaults. */
export async function NoFeeNotice({ texts, locale }: { texts: WebsiteTexts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NoFees' });
  const title = websiteText(texts, 'be_a_model_no_fee_title', locale) || t('title');
  const html = websiteHtml(texts, 'be_a_model_no_fee_text', locale);
  const email = websiteText(texts, 'contact_email', locale);
  const phone = websiteText(texts, 'contact_phone', locale);
  return (
    <section id={NO_FEES_ID} className={styles.notice} aria-labelledby={`${NO_FEES_ID}-title`}>
      <h2 id={`${NO_FEES_ID}-title`} className={styles.title}>
        {title}
      </h2>
      {html ? (
        <div className={styles.text} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={styles.text}>
          <p>{t('text')}</p>
          <p>{t('check')}</p>
        </div>
      )}
      <ul className={styles.ways} aria-label={t('ways')}>
        {email && (
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
        )}
        {phone && (
          <li>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        )}
        <li>
          <Link href="/contact">{t('contactPage')}</Link>
        </li>
      </ul>
    </section>
  );
}
