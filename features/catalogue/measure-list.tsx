'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import type { CardMeasure } from '@/lib/talents/card';
import { useMeasureUnit, useShownMeasureUnit } from '@/lib/ui/measure-unit';
import styles from './measure-list.module.css';

type MeasureListProps = {
  measures: CardMeasure[];
  hair: string | null;
  eyes: string | null;
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
};

/** The CM/INCHES switch; one choice for the whole site (measure-unit.ts). */
export function UnitSwitch({ className }: { className?: string }) {
  const t = useTranslations('Catalogue');
  const [unit, setUnit] = useMeasureUnit();
  return (
    <div className={`${styles.units} ${className ?? ''}`} role="group" aria-label={t('unitLabel')}>
      {(['cm', 'in'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={unit === option} onClick={() => setUnit(option)}>
          {t(option === 'cm' ? 'cm' : 'inches')}
        </button>
      ))}
    </div>
  );
}

/** A talent's measures with the CM/INCHES switch (cm by default), then hair and eye colours. */
export function MeasureList({ measures, hair, eyes, className, id, ref }: MeasureListProps) {
  const t = useTranslations('Catalogue');
  const unit = useShownMeasureUnit();
  const rows = [
    ...measures.map((measure) => ({
      key: measure.key,
      label: t(`measure.${measure.key}`),
      value: measure[unit],
    })),
    ...(hair ? [{ key: 'hair', label: t('measure.hair'), value: hair }] : []),
    ...(eyes ? [{ key: 'eyes', label: t('measure.eyes'), value: eyes }] : []),
  ];
  if (rows.length === 0) return null;

  return (
    <div className={className} id={id} ref={ref}>
      {measures.length > 0 && <UnitSwitch />}
      <dl className={styles.measures}>
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
