import { getTranslations } from 'next-intl/server';
import { websiteHtml, websiteText } from '@/lib/content/website-texts';
import type { WebsiteTexts } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { ContactWays } from './contact-ways';
import styles from './no-fee-notice.module.css';

const NO_FEES_ID = 'no-fees';

/** One text in one place: the footer's link leads to the notice on the application page. */
export const noFeesHref = { pathname: '/be-a-model', hash: NO_FEES_ID } as const;

/** The panel's website texts win when it has them; the messages are the defaults. */
export async function NoFeeNotice({ texts, locale }: { texts: WebsiteTexts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NoFees' });
  const title = websiteText(texts, 'be_a_model_no_fee_title', locale) || t('title');
  const html = websiteHtml(texts, 'be_a_model_no_fee_text', locale);
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
      <ContactWays
        texts={texts}
        locale={locale}
        labels={{ list: t('ways'), contactPage: t('contactPage') }}
      />
    </section>
  );
}
