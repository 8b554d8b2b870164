import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ApplicationForm } from '@/features/application/form';
import { PhotoExample } from '@/features/application/controls/photo-example';
import { NoFeeNotice } from '@/features/application/notices/no-fee-notice';
import { ApplicationNotice } from '@/features/application/notices/application-notice';
import { applicationChoices } from '@/features/application/model/choices';
import { PHOTO_SLOTS, type PhotoSlot } from '@/features/application/model/field-table';
import { resolvePageLocale } from '@/lib/i18n/server';
import { namedPageMetadata } from '@/lib/seo/metadata';
import { getOptions, getTalentAttributes, getWebsiteImages, getWebsiteTexts } from '@/lib/panel';
import { readOr } from '@/lib/errors/content-unavailable';
import { site } from '@/lib/site';
import page from '@/components/ui/page.module.css';
import styles from './page.module.css';

export function generateMetadata({ params }: PageProps<'/[locale]/be-a-model'>) {
  return namedPageMetadata(params, 'be-a-model', '/be-a-model');
}

const NO_OPTIONS = { countries: [], languages: [], ethnicities: [], states: [], cities: [] };

// Option lists rendered on the server keep the page cacheable and fill the selects at once; lists the
// panel could not give are fetched by the form itself.
export default async function BeAModelPage({ params }: PageProps<'/[locale]/be-a-model'>) {
  const locale = await resolvePageLocale(params);
  const [tMeta, t, attributes, options, websiteImages, websiteTexts] = await Promise.all([
    getTranslations('Metadata'),
    getTranslations('Application'),
    readOr('talent attributes', getTalentAttributes, {}),
    readOr(
      'form options',
      () => getOptions({ language: locale, countries: true, languages: true, ethnicities: locale }),
      NO_OPTIONS,
    ),
    readOr('website images', getWebsiteImages, []),
    readOr('website texts', getWebsiteTexts, {}),
  ]);
  const example = (slot: PhotoSlot) => (
    <PhotoExample
      slot={slot}
      image={websiteImages.find((image) => image.name === PHOTO_SLOTS[slot])}
      alt={t('photos.example', { slot: t(`photos.slots.${slot}`) })}
    />
  );
  const examples = {
    closeUp: example('closeUp'),
    smiling: example('smiling'),
    halfBody: example('halfBody'),
    fullBody: example('fullBody'),
  } satisfies Record<PhotoSlot, React.ReactNode>;

  return (
    <section className={page.page}>
      <h1 className={page.title}>{tMeta('be-a-model')}</h1>
      <div className={styles.intro}>
        <p>{t('intro')}</p>
        <p>{t('introMinors')}</p>
      </div>
      <NoFeeNotice texts={websiteTexts} locale={locale} />
      <ClientMessages namespaces={['Application', 'FormErrors']}>
        <ApplicationForm
          choices={applicationChoices(attributes, options, locale)}
          examples={examples}
          notice={<ApplicationNotice texts={websiteTexts} locale={locale} />}
          privacyPolicyUrl={site.privacyPolicyUrl}
        />
      </ClientMessages>
    </section>
  );
}
