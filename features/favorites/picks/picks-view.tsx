'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { replaceAddress } from '@/components/ui/url-state';
import { countValues, formatCount } from '@/lib/i18n/numbers';
import { getQueryClient } from '@/lib/ui/query-client';
import { FavoriteCard } from '../favorite-card';
import { FavoriteToggle } from '../favorite-toggle';
import { useSharedTalents } from '../shared-talents';
import { useFavoritesStore } from '../store';
import { showToast } from '../toast-store';
import type { FavoriteTalent } from '../types';
import { TalentComparison } from '../compare/talent-comparison';
import { AskAgency } from './ask-agency';
import {
  decodePicks,
  groupPicks,
  MAX_PICKS_LINK_LENGTH,
  PICK_GROUPS,
  type Pick,
  type PicksLinkProblem,
  type Picks,
} from './picks-link';
import buttonStyles from '@/components/ui/button.module.css';
import favoritesStyles from '../favorites.module.css';
import sharedStyles from '../shared-shortlist.module.css';
import styles from './picks.module.css';

type PickedTalent = Pick & { talent: FavoriteTalent };

/**
 * A picks link's page: the shortlist's talents grouped Yes / Maybe / No, with the reviewer's name and
 * notes. Those are someone else's words: shown as text only, always attributed, never in the page's head.
 */
export function PicksView({ encoded }: { encoded: string }) {
  const read = useQuery(
    {
      queryKey: ['picks-link', encoded],
      queryFn: () => decodePicks(encoded),
      staleTime: Infinity,
      retry: false,
    },
    getQueryClient(),
  );
  const problem: PicksLinkProblem | null = read.isError ? 'damaged' : (read.data?.problem ?? null);
  return (
    <div className={sharedStyles.shared}>
      {/* The address carries a visitor's words: kept out of search results (next.config.ts sends it too). */}
      <meta name="robots" content="noindex" />
      {problem ? (
        <BrokenLink problem={problem} />
      ) : read.data?.picks ? (
        <PickedTalents picks={read.data.picks} />
      ) : (
        <Loading />
      )}
    </div>
  );
}

function Loading() {
  const t = useTranslations('FavoritesPicks');
  return (
    <p className={favoritesStyles.loading} role="status">
      {t('picks.loading')}
    </p>
  );
}

function BrokenLink({ problem }: { problem: PicksLinkProblem }) {
  const t = useTranslations('FavoritesPicks');
  const tFavorites = useTranslations('Favorites');
  const locale = useLocale();
  return (
    <div className={favoritesStyles.empty}>
      <h2 className={favoritesStyles.emptyTitle}>{t(`picks.${problem}Title`)}</h2>
      <p>{t(`picks.${problem}Text`, { max: formatCount(MAX_PICKS_LINK_LENGTH, locale) })}</p>
      <p>
        <Link href="/favorites">{tFavorites('shared.openMine')}</Link>
      </p>
    </div>
  );
}

function PickedTalents({ picks: { reviewer, picks } }: { picks: Picks }) {
  const t = useTranslations('FavoritesPicks');
  const tFavorites = useTranslations('Favorites');
  const locale = useLocale();
  const ids = useMemo(() => picks.map((pick) => pick.id), [picks]);
  const query = useSharedTalents(ids);
  const picked = useMemo(() => {
    if (!query.data) return null;
    const byId = new Map(query.data.map((talent) => [talent.id, talent]));
    return picks.flatMap((pick): PickedTalent[] => {
      const talent = byId.get(pick.id);
      return talent ? [{ ...pick, talent }] : [];
    });
  }, [query.data, picks]);

  if (picked?.length === 0) return <BrokenLink problem="damaged" />;

  const groups = picked && groupPicks(picked);
  const yes = groups?.yes ?? [];
  const unavailable = picked ? picks.length - picked.length : 0;

  const addYes = () => {
    const chosen = Object.fromEntries(yes.map(({ talent }) => [talent.id, talent]));
    useFavoritesStore.getState().setFavorites((current) => ({ ...current, ...chosen }));
    showToast('success', tFavorites('toast.addedAll', countValues(yes.length, locale)));
    // The same page without the picks' fragment is the visitor's own wishlist (a fragment-only change,
    // which Next's router leaves as it is).
    replaceAddress(location.pathname + location.search);
  };

  return (
    <div className={favoritesStyles.wishlist}>
      <div className={favoritesStyles.sharedHeader}>
        <h2 className={favoritesStyles.panelTitle}>{t('picks.title', { name: reviewer })}</h2>
        <p className={styles.attribution}>{t('picks.attribution', { name: reviewer })}</p>
        {unavailable > 0 && (
          <p className={favoritesStyles.shareNote}>
            {tFavorites('shared.unavailable', countValues(unavailable, locale))}
          </p>
        )}
      </div>
      <div className={favoritesStyles.toolbar}>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={addYes}
          disabled={yes.length === 0}
        >
          {t('picks.addYes')}
        </button>
        <Link href="/favorites" className={buttonStyles.button}>
          {tFavorites('shared.openMine')}
        </Link>
      </div>
      {picked && <AskAgency reviewer={reviewer} picks={picked} />}
      {picked && <TalentComparison talents={picked.map(({ talent }) => talent)} />}
      {groups ? (
        PICK_GROUPS.filter((group) => groups[group].length > 0).map((group) => (
          <section key={group} className={styles.group} aria-labelledby={`picks-${group}`}>
            <h3 id={`picks-${group}`} className={styles.groupTitle}>
              {t('picks.groupTitle', {
                mark: t(`marks.${group}`),
                shown: formatCount(groups[group].length, locale),
              })}
            </h3>
            <ul className={favoritesStyles.grid}>
              {groups[group].map(({ talent, note }, index) => (
                <li key={talent.id}>
                  <FavoriteCard talent={talent} index={index} action={<FavoriteToggle talent={talent} />} />
                  {note && (
                    <figure className={styles.note}>
                      <blockquote>
                        <p>{note}</p>
                      </blockquote>
                      <figcaption>{t('picks.noteBy', { name: reviewer })}</figcaption>
                    </figure>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : query.isError && !query.isFetching ? (
        <div className={sharedStyles.failed} role="alert">
          <p>{tFavorites('shared.loadFailed')}</p>
          <button type="button" className={buttonStyles.button} onClick={() => query.refetch()}>
            {tFavorites('shared.retry')}
          </button>
        </div>
      ) : (
        <Loading />
      )}
    </div>
  );
}
