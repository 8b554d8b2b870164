'use client';

import { useTranslations } from 'next-intl';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { Category } from '@/lib/i18n/categories';
import { cameFromList } from '@/lib/ui/list-return';
import styles from './profile.module.css';

// From the list it goes Back in history (filters and scroll as left); from elsewhere it opens the list.
export function BackToList({ category, label }: { category: Category; label: string }) {
  const t = useTranslations('Profile');
  return (
    <Link
      href={`/${category}`}
      className={styles.back}
      aria-label={t('backTo', { list: label })}
      onClick={(event) => {
        if (!cameFromList(category)) return;
        event.preventDefault();
        window.history.back();
      }}
    >
      <ArrowLeftIcon />
    </Link>
  );
}
