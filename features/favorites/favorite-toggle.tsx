'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import { useFavoritesStore, useIsFavorite } from './store';
import type { FavoriteTalent } from './types';
import { showToast } from './toast-store';
import styles from './favorite-toggle.module.css';

/** The heart on talent cards and profiles: adds the talent to the wishlist or takes it off. */
export function FavoriteToggle({ talent, className }: { talent: FavoriteTalent; className?: string }) {
  const t = useTranslations('Favorites');
  const active = useIsFavorite(talent.id);

  function toggle() {
    const { addFavorite, deleteFavorite } = useFavoritesStore.getState();
    if (active) {
      deleteFavorite(talent.id);
      showToast('warning', t('toast.removed', { name: talent.name }));
    } else {
      addFavorite(talent);
      showToast('success', t('toast.added', { name: talent.name }));
    }
  }

  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-pressed={active}
      aria-label={t(active ? 'toggle.remove' : 'toggle.add', { name: talent.name })}
      onClick={toggle}
    >
      <HeartIcon />
    </button>
  );
}
