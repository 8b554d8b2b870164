'use client';

import { useTranslations } from 'next-intl';
import type { CatalogueFacets } from '@/lib/talents/catalogue';
import type { SubcategoryKey, TalentFilter } from '@/lib/talents/filters';
import type { Gender } from '@/lib/content/types';
import styles from './filter-bar.module.css';

type FilterBarProps = {
  facets: CatalogueFacets;
  filter: TalentFilter;
  onAll: () => void;
  onSubcategory: (id: number) => void;
  /** `subcategory` is the item the gender choice sits under (null: top level, or under "All"). */
  onGender: (gender: Gender | null, subcategory: number | null) => void;
};

// One gender control per state: an item with a gender dropdown offers its own genders while active;
// otherwise a category's top-level genders, whose choice resets the subcategory.
function genderChoice(
  facets: CatalogueFacets,
  filter: TalentFilter,
): { genders: Gender[]; topLevel: boolean; under: SubcategoryKey | null } {
  const { placement } = facets;
  const active = facets.subcategories.find((item) => item.id === filter.subcategory);
  const scoped = active ? placement.underSubcategories.includes(active.id) : placement.underAll;
  if (scoped)
    return { genders: active?.genders ?? facets.genders, topLevel: false, under: active?.key ?? null };
  return { genders: placement.topLevel ? facets.genders : [], topLevel: true, under: null };
}

/** One row, which scrolls sideways on a phone instead of wrapping over the grid. */
export function FilterBar({ facets, filter, onAll, onSubcategory, onGender }: FilterBarProps) {
  const t = useTranslations('Catalogue');
  const { genders, topLevel, under } = genderChoice(facets, filter);
  const scopeName = under ? t(`subcategories.${under}`) : t('all');

  return (
    <nav className={styles.bar} aria-label={t('filters')}>
      <ul className={styles.row}>
        <li>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.subcategory === null && filter.gender === null}
            onClick={onAll}
          >
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
      </ul>
      {genders.length > 1 && (
        <ul
          className={`${styles.row} ${styles.genders}`}
          aria-label={topLevel ? t('gender') : `${t('gender')}: ${scopeName}`}
        >
          {!topLevel && (
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
          )}
          {genders.map((gender) => (
            <li key={gender}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={
                  topLevel
                    ? filter.subcategory === null && filter.gender === gender
                    : filter.gender === gender
                }
                onClick={() => onGender(gender, topLevel ? null : filter.subcategory)}
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
