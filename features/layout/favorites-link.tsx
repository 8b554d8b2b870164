'use client';

import { useLocale, useTranslations } from 'next-intl';
import { HeartIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { useFavoritesStore } from '@/features/favorites/store';
import { countValues } from '@/lib/i18n/numbers';
import styles from './favorites-link.module.css';

type FavoritesLinkProps = { className?: string; label: string };

// Loaded after hydration (features/favorites/store.ts), so the server and first render agree on none.
export function FavoritesLink({ className, label }: FavoritesLinkProps) {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const count = useFavoritesStore((state) => Object.keys(state.favorites).length);
  return (
    <Link
      href="/favorites"
      className={`${className ?? ''} ${styles.link}`}
      aria-label={count > 0 ? `${label}, ${t('count', countValues(count, locale))}` : label}
    >
      <HeartIcon />
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}
