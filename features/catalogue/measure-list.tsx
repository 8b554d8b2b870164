'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { UnitSwitch } from '@/components/ui/unit-switch';
import type { CardMeasure } from '@/lib/talents/card';
import type { MeasureUnit } from '@/lib/talents/measures';
import { useShownMeasureUnit } from '@/lib/ui/measure-unit';
import styles from './measure-list.module.css';

type MeasureListProps = {
  measures: CardMeasure[];
  hair: string | null;
  eyes: string | null;
  className?: string;
  id?: string;
  ref?: Ref<HTMLDivElement>;
};

/** A text the server wrote in both units, in the one the visitor chose. */
export function InChosenUnit(texts: Record<MeasureUnit, string>) {
  const unit = useShownMeasureUnit();
  return texts[unit];
}

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
