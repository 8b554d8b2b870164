'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import { usePathname, type AppHref } from '@/lib/i18n/navigation';
import { holdLoadingOverlay } from '@/lib/ui/loading-store';
import styles from './language-switch.module.css';

/** The spec holds the loading overlay this long while the page changes language. */
const SWITCH_OVERLAY_MS = 600;
const SWITCH_ORDER = ['en', 'pt'] as const;

/** "English | português": the same page in the other language (the locale cookie is set on the way). */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('LanguageSwitch');
  const current = useLocale();
  const pathname = usePathname();
  const params = useParams();
  const href = { pathname, params } as AppHref;

  return (
    <nav aria-label={t('label')} className={`${styles.switch} ${className ?? ''}`}>
      {SWITCH_ORDER.map((locale, index) => (
        <Fragment key={locale}>
          {index > 0 && <span aria-hidden="true"> | </span>}
          {locale === current ? (
            <span lang={locale} aria-current="true" className={styles.current}>
              {t(locale)}
            </span>
          ) : (
            <Link
              href={href}
              locale={locale}
              lang={locale}
              hrefLang={locale}
              className={styles.link}
              onClick={() => holdLoadingOverlay(SWITCH_OVERLAY_MS)}
            >
              {t(locale)}
            </Link>
          )}
        </Fragment>
      ))}
    </nav>
  );
}
