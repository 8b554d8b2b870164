'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useId } from 'react';
import { useUrlState } from '@/components/ui/url-state';
import { lazyComponent } from '@/lib/ui/lazy-component';
import type { FavoriteTalent } from '../types';
import { comparisonParams } from './params';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './compare.module.css';

// The table (its fetch, sorting and unit switch) loads once asked for: most visits never open it.
const ComparisonTable = lazyComponent(() =>
  import('./comparison-table').then((module) => module.ComparisonTable),
);

export function TalentComparison({ talents }: { talents: readonly FavoriteTalent[] }) {
  const t = useTranslations('Compare');
  const id = useId();
  const [{ compare }, setComparison] = useUrlState(comparisonParams);
  return (
    <div className={styles.comparison}>
      <button
        type="button"
        className={buttonStyles.button}
        aria-expanded={compare}
        aria-controls={id}
        onMouseEnter={ComparisonTable.preload}
        onFocus={ComparisonTable.preload}
        onClick={() =>
          setComparison(compare ? { compare: null, sort: null, order: null } : { compare: true }, 'push')
        }
      >
        {t('open')}
      </button>
      <div id={id} hidden={!compare}>
        <Suspense>{compare && <ComparisonTable talents={talents} />}</Suspense>
      </div>
    </div>
  );
}
