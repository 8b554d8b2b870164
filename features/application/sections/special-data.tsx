'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Option } from '@/lib/content/types';
import { optionChoices, type Choice } from '../model/choices';
import { BoxInput, Section, SelectInput } from './inputs';
import styles from '../application.module.css';

/** Ethnicity and skin tone, sent only with their own consent box ticked. */
export function SpecialDataSection({
  ethnicities,
  skinTones,
}: {
  ethnicities: Option[];
  skinTones: Choice[];
}) {
  const t = useTranslations('Application');
  const ethnicityChoices = useMemo(() => optionChoices(ethnicities), [ethnicities]);
  return (
    <Section legend={t('sections.special')} intro={t('hints.special')}>
      <div className={styles.columns}>
        <SelectInput name="ethnicity" choices={ethnicityChoices} />
        <SelectInput name="skinTone" choices={skinTones} />
      </div>
      <BoxInput name="consentSpecial" label={t('consent.special')} />
    </Section>
  );
}
