'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { cardPictureLoading } from '@/components/ui/plain-image';
import { countValues } from '@/lib/i18n/numbers';
import type { TalentCard as TalentCardData } from '@/lib/talents/card';
import type { CataloguePage } from '@/lib/talents/catalogue';
import { ListLoading } from './list-loading';
import { TalentCard } from './talent-card';
import buttonStyles from '@/components/ui/button.module.css';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './catalogue.module.css';

/** Cards in a row of the widest grid. */
const CARDS_PER_ROW = 4;

type ResultsViewProps = {
  talents: TalentCardData[];
  total: number | undefined;
  /** The first step is on its way, with nothing to show meanwhile. */
  pending?: boolean;
  /** Why the list could not load, when it has no talents to show. */
  failure?: string;
  /** The last talents, dimmed, while a new choice loads. */
  busy?: boolean;
  /** Said to screen readers after each further step. */
  announcement?: string;
  more?: { loading: boolean; onClick?: () => void };
  moreFailure?: string;
  onRetry?: () => void;
  onShowAll?: () => void;
  gridRef?: Ref<HTMLUListElement>;
  moreRef?: Ref<HTMLDivElement>;
};

export function ResultsView({
  talents,
  total,
  pending = false,
  failure,
  busy = false,
  announcement = '',
  more,
  moreFailure,
  onRetry,
  onShowAll,
  gridRef,
  moreRef,
}: ResultsViewProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const hydrated = useHydrated();
  return (
    <>
      {!hydrated && (
        <div hidden data-results-placeholder className={styles.loading}>
          <span className={spinnerStyles.spinner} aria-hidden="true" />
        </div>
      )}
      <div
        className={styles.results}
        data-results={hydrated ? undefined : 'server'}
        aria-busy={busy || undefined}
      >
        <p className={styles.count} role="status">
          {total !== undefined && t('results', countValues(total, locale))}
        </p>

        {pending ? (
          <ListLoading label={t('loading')} />
        ) : failure !== undefined ? (
          <div className={styles.message} role="alert">
            <p>{failure}</p>
            <button type="button" className={buttonStyles.button} onClick={onRetry}>
              {t('retry')}
            </button>
          </div>
        ) : talents.length === 0 ? (
          <div className={styles.message}>
            <p>{t('noTalents')}</p>
            <button type="button" className={buttonStyles.button} onClick={onShowAll}>
              {t('showAll')}
            </button>
          </div>
        ) : (
          <ul ref={gridRef} className={styles.grid}>
            {talents.map((talent, index) => (
              <li key={talent.id}>
                <TalentCard talent={talent} {...cardPictureLoading(index, CARDS_PER_ROW)} />
              </li>
            ))}
          </ul>
        )}

        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {more && (
          // The button stays while a step loads, so keyboard focus stays on it until the talents arrive.
          <div ref={moreRef} className={styles.more}>
            <button
              type="button"
              className={buttonStyles.button}
              aria-busy={more.loading || undefined}
              onClick={more.onClick}
            >
              {more.loading ? t('loading') : t('loadMore')}
            </button>
          </div>
        )}
        {moreFailure !== undefined && (
          <p className={styles.message} role="alert">
            {moreFailure}
          </p>
        )}
      </div>
    </>
  );
}

/** The server's first page in the list's own markup, until the list's code is there to take it over. */
export function FirstResults({ firstPage }: { firstPage: CataloguePage }) {
  return (
    <ResultsView
      talents={firstPage.talents}
      total={firstPage.total}
      more={firstPage.nextOffset === null ? undefined : { loading: false }}
    />
  );
}
