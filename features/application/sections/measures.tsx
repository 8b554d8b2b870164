'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Watch } from 'react-hook-form';
import { HAIR_LENGTHS, HAIR_TYPES, labelledMeasures, type ApplicationChoices } from '../model/choices';
import { Section, SelectInput, useApplicationForm } from './inputs';
import styles from '../application.module.css';

type MeasuresSectionProps = Pick<ApplicationChoices, 'measures' | 'hairColours' | 'eyeColours'>;

export function MeasuresSection({ measures, hairColours, eyeColours }: MeasuresSectionProps) {
  const t = useTranslations('Application');
  const locale = useLocale();
  const { control } = useApplicationForm();
  // Made once, so each select's options render again only when their list changes (DeferredOptions).
  const labelled = useMemo(() => labelledMeasures(measures, locale), [measures, locale]);
  const hair = useMemo(
    () => ({
      types: HAIR_TYPES.map(({ value, key }) => ({ value, label: t(`hairTypes.${key}`) })),
      lengths: HAIR_LENGTHS.map(({ value, key }) => ({ value, label: t(`hairLengths.${key}`) })),
    }),
    [t],
  );
  // The label follows the gender on its own: watched by the form, each change would render it all.
  const bustLabel = (
    <Watch
      control={control}
      name="gender"
      render={(gender) =>
        t(gender === 'woman' ? 'fields.bustWoman' : gender === 'man' ? 'fields.bustMan' : 'fields.bust')
      }
    />
  );
  return (
    <Section legend={t('sections.measures')} intro={t('hints.measures')}>
      <div className={styles.columns}>
        <SelectInput name="height" choices={labelled.height} />
        <SelectInput name="bust" choices={labelled.bust} label={bustLabel} />
        <SelectInput name="waist" choices={labelled.waist} />
        <SelectInput name="hips" choices={labelled.hips} />
        <SelectInput name="shoes" choices={labelled.shoes} />
        <SelectInput name="jeans" choices={labelled.jeans} />
        <SelectInput name="hairColour" choices={hairColours} />
        <SelectInput name="hairType" choices={hair.types} />
        <SelectInput name="hairLength" choices={hair.lengths} />
        <SelectInput name="eyeColour" choices={eyeColours} />
      </div>
    </Section>
  );
}
