import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { telHref, websiteText } from '@/lib/content/website-texts';
import type { WebsiteTexts } from '@/lib/content/types';
import styles from './menu-content.module.css';

export async function MenuContact({ texts, locale }: { texts: WebsiteTexts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Menu' });
  const email = websiteText(texts, 'contact_email', locale);
  const phone = websiteText(texts, 'contact_phone', locale);
  if (!email && !phone) return null;
  return (
    <address className={styles.contact} aria-label={t('contactUs')}>
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {phone && <a href={telHref(phone)}>{phone}</a>}
    </address>
  );
}
