'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { Link } from '@/components/ui/link';
import { countValues } from '@/lib/i18n/numbers';
import { sortFavorites } from './schema';
import { decodeShortlist } from './shared-link';
import { useFavoritesStore } from './store';
import { useRouter } from '@/lib/i18n/navigation';
import { FavoriteCard } from './favorite-card';
import { FavoriteToggle } from './favorite-toggle';
import { showToast } from './toast-store';
import buttonStyles from '@/components/ui/button.module.css';
import styles from './favorites.module.css';

/**
 * A shortlist opened from a share link: read-only, each talent with its own heart, and one button that
 * adds them all to this visitor's wishlist. A damaged link gets an explanation, never an error page.
 */
export function SharedShortlist({ encoded, storageUrl }: { encoded: string; storageUrl: string }) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const router = useRouter();
  const talents = useMemo(() => {
    const decoded = decodeShortlist(encoded, storageUrl);
    return decoded && sortFavorites(decoded, locale);
  }, [encoded, storageUrl, locale]);

  if (!talents) {
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

  const addAll = () => {
    const shared = Object.fromEntries(talents.map((talent) => [talent.id, talent]));
    useFavoritesStore.getState().setFavorites((current) => ({ ...current, ...shared }));
    showToast('success', t('toast.addedAll', countValues(talents.length, locale)));
    router.replace('/favorites');
  };

  return (
    <div className={styles.wishlist}>
      <div className={styles.sharedHeader}>
        <h2 className={styles.panelTitle}>{t('shared.title')}</h2>
        <p className={styles.count}>{t('count', countValues(talents.length, locale))}</p>
        <p className={styles.shareNote}>{t('shared.note')}</p>
      </div>
      <div className={styles.toolbar}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={addAll}>
          {t('shared.addAll')}
        </button>
        <Link href="/favorites" className={buttonStyles.button}>
          {t('shared.openMine')}
        </Link>
      </div>
      <ul className={styles.grid} aria-label={t('shared.title')}>
        {talents.map((talent, index) => (
          <li key={talent.id}>
            <FavoriteCard
              talent={talent}
              index={index}
              action={<FavoriteToggle talent={talent} className={styles.heart} />}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
