import { Link } from '@/components/ui/link';
import { telHref, websiteText } from '@/lib/content/website-texts';
import type { WebsiteTexts } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import styles from './contact-ways.module.css';

type ContactWaysProps = {
  texts: WebsiteTexts;
  locale: Locale;
  labels: { list: string; contactPage: string };
};

/** The agency's email and phone from the panel's website texts, and its contact page. */
export function ContactWays({ texts, locale, labels }: ContactWaysProps) {
  const email = websiteText(texts, 'contact_email', locale);
  const phone = websiteText(texts, 'contact_phone', locale);
  return (
    <ul className={styles.ways} aria-label={labels.list}>
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
        <Link href="/contact">{labels.contactPage}</Link>
      </li>
    </ul>
  );
}
