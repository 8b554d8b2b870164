'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BoxInput } from './inputs';
import styles from '../application.module.css';

type PrivacySectionProps = {
  /** What the applicant is told beside the consent box, rendered on the server. */
  notice: ReactNode;
  privacyPolicyUrl: string;
};

export function PrivacySection({ notice, privacyPolicyUrl }: PrivacySectionProps) {
  const t = useTranslations('Application.privacy');
  return (
    <>
      {notice}
      <BoxInput name="privacy" label={t('statement')} required>
        <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer" className={styles.privacyLink}>
          {t('link')} <span className="visually-hidden">{t('opensInNewTab')}</span>
        </a>
      </BoxInput>
    </>
  );
}
