'use client';

import { useTranslations } from 'next-intl';
import { useMeasureUnit } from '@/lib/ui/measure-unit';
import styles from './unit-switch.module.css';

/** The CM/INCHES switch of lists, profiles and the wishlist's comparison; one choice for the whole site. */
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
