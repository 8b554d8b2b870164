'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { PlainImage } from '@/components/ui/plain-image';
import { UnitSwitch } from '@/components/ui/unit-switch';
import { useUrlState } from '@/components/ui/url-state';
import { apiJson } from '@/lib/api/client';
import { profileHref } from '@/lib/i18n/hrefs';
import { formatLongDate, type Locale } from '@/lib/i18n/locales';
import {
  NO_VALUE,
  sortColumns,
  VALUE_ROWS,
  type ComparisonColumn,
  type ComparisonRow,
  type SortOrder,
} from '@/lib/talents/compare-rows';
import { useShownMeasureUnit } from '@/lib/ui/measure-unit';
import { getQueryClient } from '@/lib/ui/query-client';
import type { FavoriteTalent } from '../types';
import { comparisonParams } from './params';
import type { TalentComparisonAnswer } from './types';
import buttonStyles from '@/components/ui/button.module.css';
import favoritesStyles from '../favorites.module.css';
import styles from './compare.module.css';

const NO_CELLS = Object.fromEntries(VALUE_ROWS.map((row) => [row, null])) as ComparisonColumn['cells'];

/** Drawn 8rem wide (compare.module.css). */
const COVER_SIZES = '8rem';
const COVER_WIDEST = 384;

function fetchComparison(ids: number[], locale: Locale, signal: AbortSignal) {
  return apiJson<TalentComparisonAnswer>(`/api/favorites/compare?ids=${ids.join(',')}&locale=${locale}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
}

type Column = Pick<ComparisonColumn, 'name' | 'cells'> & { talent: FavoriteTalent };

// A row's name sorts the columns by it; besides aria-sort on the row header, a status line says the order
// in words, as screen readers announce aria-sort on column headers more reliably than on rows.
export function ComparisonTable({ talents }: { talents: readonly FavoriteTalent[] }) {
  const t = useTranslations('Compare');
  const locale = useLocale();
  const unit = useShownMeasureUnit();
  const titleId = useId();
  const captionId = useId();
  const hintId = useId();
  const [{ sort, order }, setSort] = useUrlState(comparisonParams);
  const ids = useMemo(() => talents.map((talent) => talent.id), [talents]);
  const query = useQuery(
    {
      queryKey: ['talent-comparison', ids, locale],
      queryFn: ({ signal }) => fetchComparison(ids, locale, signal),
      // A talent removed while the table is open keeps the others' values on screen.
      placeholderData: keepPreviousData,
    },
    getQueryClient(),
  );

  const columns = useMemo(() => {
    const byId = new Map(query.data?.talents.map((column) => [column.id, column]));
    const unsorted: Column[] = talents.map((talent) => ({
      talent,
      name: talent.name,
      cells: byId.get(talent.id)?.cells ?? NO_CELLS,
    }));
    return sort ? sortColumns(unsorted, sort, order, locale) : unsorted;
  }, [query.data, talents, sort, order, locale]);

  if (!query.data) {
    return query.isError && !query.isFetching ? (
      <div className={styles.panel} role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className={buttonStyles.button} onClick={() => query.refetch()}>
          {t('retry')}
        </button>
      </div>
    ) : (
      <p className={styles.panel} role="status">
        {t('loading')}
      </p>
    );
  }

  const ariaSort = (row: ComparisonRow) =>
    sort === row ? (order === 'asc' ? 'ascending' : 'descending') : undefined;
  const sortButton = (row: ComparisonRow) => (
    <button
      type="button"
      className={styles.sort}
      onClick={() =>
        setSort({ sort: row, order: sort === row && order === 'asc' ? 'desc' : 'asc' }, 'replace')
      }
    >
      {t(`rows.${row}`)}
      <SortMark order={sort === row ? order : null} />
    </button>
  );

  const { agency } = query.data;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      {/* Printed only: the comparison is headed as the package's PDF, with the day it was printed. */}
      <header className={styles.printHead}>
        <p className={styles.agency}>{agency.name}</p>
        <p>{[formatLongDate(new Date(), locale), ...agency.contact].join(' · ')}</p>
      </header>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <UnitSwitch className={styles.units} />
        <button
          type="button"
          className={`${buttonStyles.button} ${styles.print}`}
          onClick={() => window.print()}
        >
          {t('print')}
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('hint')}
      </p>
      <p className="visually-hidden" role="status">
        {sort && t('sorted', { row: t(`rows.${sort}`), order })}
      </p>
      {/* Focusable, so a keyboard scrolls it sideways; named by the table's caption. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-describedby={hintId}>
          <caption id={captionId} className="visually-hidden">
            {t('caption')}
          </caption>
          <thead>
            <tr>
              <th scope="row" className={styles.rowHeader} aria-sort={ariaSort('name')}>
                {sortButton('name')}
              </th>
              {columns.map(({ talent }) => (
                <th key={talent.id} scope="col" className={styles.talent}>
                  <Link
                    className={styles.talentLink}
                    href={profileHref(talent.category, talent.id, talent.slug)}
                  >
                    <span className={`${favoritesStyles.cover} ${styles.cover}`}>
                      {talent.cover && (
                        <PlainImage
                          src={talent.cover}
                          alt=""
                          fill
                          sizes={COVER_SIZES}
                          widest={COVER_WIDEST}
                        />
                      )}
                    </span>
                    {talent.name}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {VALUE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row" className={styles.rowHeader} aria-sort={ariaSort(row)}>
                  {sortButton(row)}
                </th>
                {columns.map(({ talent, cells }) => {
                  const cell = cells[row];
                  return (
                    <td key={talent.id}>
                      {cell ? (
                        cell[unit]
                      ) : (
                        <>
                          <span aria-hidden="true">{NO_VALUE}</span>
                          <span className="visually-hidden">{t('missing')}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SortMark({ order }: { order: SortOrder | null }) {
  return (
    <span className={styles.sortMark} aria-hidden="true" data-order={order ?? undefined}>
      {order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}
    </span>
  );
}
