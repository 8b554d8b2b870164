import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routes';
import { websiteText } from '@/lib/content/website-texts';
import type { MenuBackground, WebsiteTexts } from '@/lib/content/types';
import styles from './menu-content.module.css';

/** The slidesmenu image behind the open menu: the desktop picture from 1024 px, the mobile one below. */
export function MenuBackdrop({ image }: { image: MenuBackground }) {
  const common = { alt: '', fill: true, sizes: '(min-width: 1024px) 45vw, 100vw' } as const;
  const desktop = getImageProps({ ...common, src: image.desktop }).props;
  const { srcSet: mobileSrcSet, ...img } = getImageProps({ ...common, src: image.mobile }).props;
  return (
    <picture className={styles.backdrop}>
      <source media="(min-width: 1024px)" srcSet={desktop.srcSet} sizes={desktop.sizes} />
      <source srcSet={mobileSrcSet} sizes={img.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- decorative: alt="" comes from getImageProps */}
      <img {...img} className={styles.image} />
    </picture>
  );
}

/** The agency's general email and phone under the menu entries, from the panel's website texts. */
export async function MenuContact({ texts, locale }: { texts: WebsiteTexts; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Menu' });
  const email = websiteText(texts, 'contact_email', locale);
  const phone = websiteText(texts, 'contact_phone', locale);
  if (!email && !phone) return null;
  return (
    <address className={styles.contact} aria-label={t('contactUs')}>
      {email && <a href={`mailto:${email}`}>{email}</a>}
      {phone && <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>}
    </address>
  );
}
