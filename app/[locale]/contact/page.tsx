import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OfficeMap } from '@/features/contact/office-map';
import { openInMapsUrl } from '@/features/contact/office-location';
import { SocialLinks } from '@/features/contact/social-links';
import { TeamList } from '@/components/ui/team-list';
import { ContactForm } from '@/features/contact/form';
import { JsonLd } from '@/components/seo/json-ld';
import { MapPinIcon } from '@/components/ui/icons';
import { htmlToPlainText } from '@/lib/html-text';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { agency } from '@/lib/seo/structured-data';
import { telHref, websiteHtml, websiteText } from '@/lib/content/website-texts';
import { getSocialLinks, getStaff, getWebsiteTexts } from '@/lib/panel';
import { readOr } from '@/lib/errors/content-unavailable';
import pageStyles from '@/components/ui/page.module.css';
import styles from './contact.module.css';

/** Public by nature (the browser loads the map with it); without one the map is OpenStreetMap's, keyless. */
const MAPS_API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY?.trim() ?? '';

export function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return namedPageMetadata(params, 'contact', '/contact');
}

/** Every panel part is optional: a failure is only logged, and the page shows what it has. */
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await resolvePageLocale(params);
  const [texts, staff, socialLinks, t, titles] = await Promise.all([
    readOr('website texts', getWebsiteTexts, {}),
    readOr('staff', getStaff, []),
    readOr('social medias', getSocialLinks, {}),
    getTranslations('Contact'),
    getTranslations('Metadata'),
  ]);
  const addressHtml = websiteHtml(texts, 'contact_address', locale);
  const address = htmlToPlainText(addressHtml);
  const email = websiteText(texts, 'contact_email', locale);
  const phone = websiteText(texts, 'contact_phone', locale);

  return (
    <div className={`${pageStyles.page} ${styles.contact}`}>
      <JsonLd data={agency({ locale, texts, socialLinks })} />
      <h1 className={pageStyles.title}>{titles('contact')}</h1>
      <p className={styles.intro}>{t('intro')}</p>

      <div className={styles.columns}>
        <div className={styles.details}>
          <section className={styles.office} aria-labelledby="contact-office">
            <OfficeMap
              apiKey={MAPS_API_KEY}
              markerTitle={t('office')}
              labels={{
                map: t('map'),
                show: t('showMap'),
                notice: t('mapNotice', { provider: MAPS_API_KEY ? 'Google Maps' : 'OpenStreetMap' }),
              }}
            />
            <div className={styles.officeBody}>
              <MapPinIcon className={styles.pin} width={28} height={28} />
              <h2 id="contact-office" className={styles.heading}>
                {t('office')}
              </h2>
              {addressHtml && (
                <address className={styles.address} dangerouslySetInnerHTML={{ __html: addressHtml }} />
              )}
              <a
                className={styles.mapsLink}
                href={openInMapsUrl(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('openInMaps')}
                <span className="visually-hidden"> {t('opensInNewTab')}</span>
              </a>
            </div>
          </section>

          {(email || phone) && (
            <section aria-labelledby="contact-general">
              <h2 id="contact-general" className={styles.heading}>
                {t('general')}
              </h2>
              <dl className={styles.lines}>
                {email && (
                  <div>
                    <dt>{t('email')}</dt>
                    <dd>
                      <a href={`mailto:${email}`}>{email}</a>
                    </dd>
                  </div>
                )}
                {phone && (
                  <div>
                    <dt>{t('phone')}</dt>
                    <dd>
                      <a href={telHref(phone)}>{phone}</a>
                    </dd>
                  </div>
                )}
              </dl>
            </section>
          )}

          {Object.keys(socialLinks).length > 0 && (
            <section aria-labelledby="contact-social">
              <h2 id="contact-social" className={styles.heading}>
                {t('social')}
              </h2>
              <SocialLinks links={socialLinks} opensInNewTab={t('opensInNewTab')} />
            </section>
          )}
        </div>

        <section className={styles.message} aria-labelledby="contact-message">
          <h2 id="contact-message" className={styles.heading}>
            {t('message')}
          </h2>
          <ClientMessages namespaces={['ContactForm', 'FormErrors']}>
            <ContactForm />
          </ClientMessages>
        </section>
      </div>

      {staff.length > 0 && (
        <section className={styles.team} aria-labelledby="contact-team">
          <h2 id="contact-team" className={styles.heading}>
            {t('team')}
          </h2>
          <TeamList staff={staff} />
        </section>
      )}
    </div>
  );
}
