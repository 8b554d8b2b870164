'use client';

import { useTranslations } from 'next-intl';
import type { CatalogueFacets } from '@/lib/talents/catalogue';
import type { TalentFilter } from '@/lib/talents/filters';
import type { Gender } from '@/lib/talents/gender';
import styles from './filter-bar.module.css';

type FilterBarProps = {
  facets: CatalogueFacets;
  filter: TalentFilter;
  onAll: () => void;
  onSubcategory: (id: number) => void;
  /** `subcategory` is the item the gender choice sits under (null: top level, or under "All"). */
  onGender: (gender: Gender | null, subcategory: number | null) => void;
};

/**
 * "All", the subcategories that have talent and the genders present. Where an item has a gender dropdown
 * under it (every item for models; beauty, c_direct, new_actors), its genders open as a row under the
 * active item.
 */
export function FilterBar({ facets, filter, onAll, onSubcategory, onGender }: FilterBarProps) {
  const t = useTranslations('Catalogue');
  const { placement } = facets;
  const activeSubcategory = facets.subcategories.find((item) => item.id === filter.subcategory);
  const scopedGenders = activeSubcategory
    ? placement.underSubcategories.includes(activeSubcategory.id)
      ? activeSubcategory.genders
      : []
    : placement.underAll
      ? facets.genders
      : [];
  const showTopLevelGenders = placement.topLevel && facets.genders.length > 1;
  const nothingChosen = filter.subcategory === null && filter.gender === null;

  return (
    <nav className={styles.bar} aria-label={t('filters')}>
      <ul className={styles.row}>
        <li>
          <button type="button" className={styles.chip} aria-pressed={nothingChosen} onClick={onAll}>
            {t('all')}
          </button>
        </li>
        {facets.subcategories.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={filter.subcategory === item.id}
              onClick={() => onSubcategory(item.id)}
            >
              {t(`subcategories.${item.key}`)}
            </button>
          </li>
        ))}
        {showTopLevelGenders &&
          facets.genders.map((gender, index) => (
            <li key={gender} className={index === 0 ? styles.groupStart : undefined}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filter.subcategory === null && filter.gender === gender}
                onClick={() => onGender(gender, null)}
              >
                {t(`genders.${gender}`)}
              </button>
            </li>
          ))}
      </ul>
      {scopedGenders.length > 1 && (
        <ul
          className={`${styles.row} ${styles.genders}`}
          aria-label={`${t('gender')}: ${activeSubcategory ? t(`subcategories.${activeSubcategory.key}`) : t('all')}`}
        >
          <li>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={filter.gender === null}
              onClick={() => onGender(null, filter.subcategory)}
            >
              {t('anyGender')}
            </button>
          </li>
          {scopedGenders.map((gender) => (
            <li key={gender}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={filter.gender === gender}
                onClick={() => onGender(gender, filter.subcategory)}
              >
                {t(`genders.${gender}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
