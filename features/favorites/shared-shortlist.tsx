'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { countValues } from '@/lib/i18n/numbers';
import { sortFavorites } from './schema';
import { decodeShortlist } from './shared-link';
import { useSharedTalents } from './shared-talents';
import { useFavoritesStore } from './store';
import { useRouter } from '@/lib/i18n/navigation';
import { TalentComparison } from './compare/talent-comparison';
import { FavoriteCard } from './favorite-card';
import { FavoriteToggle } from './favorite-toggle';
import { showToast } from './toast-store';
import { ShortlistReview } from './picks/shortlist-review';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './favorites.module.css';
import sharedStyles from './shared-shortlist.module.css';

/** Read-only; a damaged link, or one whose talents are all gone, gets an explanation. */
export function SharedShortlist({ encoded }: { encoded: string }) {
  const ids = useMemo(() => decodeShortlist(encoded), [encoded]);
  return <div className={sharedStyles.shared}>{ids ? <SharedTalents ids={ids} /> : <InvalidLink />}</div>;
}

function InvalidLink() {
  const t = useTranslations('Favorites');
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{t('shared.invalidTitle')}</h2>
      <p>{t('shared.invalidText')}</p>
      <p>
        <Link href="/favorites">{t('shared.openMine')}</Link>
      </p>
    </div>
  );
}

/** While the talents load, their cards' places are drawn already (the link says how many), empty. */
function SharedTalents({ ids }: { ids: number[] }) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const router = useRouter();
  const query = useSharedTalents(ids);
  const talents = useMemo(() => query.data && sortFavorites(query.data, locale), [query.data, locale]);
  const failed = !talents && query.isError && !query.isFetching;

  if (talents?.length === 0) return <InvalidLink />;

  const addAll = () => {
    if (!talents) return;
    const shared = Object.fromEntries(talents.map((talent) => [talent.id, talent]));
    useFavoritesStore.getState().setFavorites((current) => ({ ...current, ...shared }));
    showToast('success', t('toast.addedAll', countValues(talents.length, locale)));
    router.replace('/favorites');
  };
  const unavailable = talents ? ids.length - talents.length : 0;

  return (
    <div className={styles.wishlist}>
      <div className={styles.sharedHeader}>
        <h2 className={styles.panelTitle}>{t('shared.title')}</h2>
        <p className={styles.count}>{t('count', countValues(talents?.length ?? ids.length, locale))}</p>
        {unavailable > 0 && (
          <p className={styles.shareNote}>{t('shared.unavailable', countValues(unavailable, locale))}</p>
        )}
        <p className={styles.shareNote}>{t('shared.note')}</p>
      </div>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={addAll}
          disabled={!talents}
        >
          {t('shared.addAll')}
        </button>
        <Link href="/favorites" className={buttonStyles.button}>
          {t('shared.openMine')}
        </Link>
      </div>
      {talents && <ShortlistReview listIds={ids} talents={talents} />}
      {talents && <TalentComparison talents={talents} />}
      {talents ? (
        <ul className={styles.grid} aria-label={t('shared.title')}>
          {talents.map((talent, index) => (
            <li key={talent.id}>
              <FavoriteCard talent={talent} index={index} action={<FavoriteToggle talent={talent} />} />
            </li>
          ))}
        </ul>
      ) : failed ? (
        <div className={sharedStyles.failed} role="alert">
          <p>{t('shared.loadFailed')}</p>
          <button type="button" className={buttonStyles.button} onClick={() => query.refetch()}>
            {t('shared.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('shared.loading')}
          </p>
          <ul className={styles.grid} aria-hidden="true">
            {ids.map((id) => (
              <li key={id}>
                <span className={styles.cardLink}>
                  <span className={styles.cover} />
                  <span className={styles.cardName}>&nbsp;</span>
                  <span className={styles.cardCategory}>&nbsp;</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
