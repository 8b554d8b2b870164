'use client';

import { CARD_WIDEST, cardPictureLoading, PlainImage } from '@/components/ui/plain-image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { CARDS_PER_ROW, FAVORITE_COVER_SIZES } from './card-layout';
import type { FavoriteTalent } from './types';
import { profileHref } from '@/lib/i18n/hrefs';
import styles from './favorites.module.css';

type FavoriteCardProps = { talent: FavoriteTalent; index: number; action: ReactNode };

export function FavoriteCard({ talent, index, action }: FavoriteCardProps) {
  const t = useTranslations('Metadata');
  return (
    <article className={styles.card}>
      <Link className={styles.cardLink} href={profileHref(talent.category, talent.id, talent.slug)}>
        <span className={styles.cover}>
          {talent.cover && (
            <PlainImage
              src={talent.cover}
              alt=""
              fill
              sizes={FAVORITE_COVER_SIZES}
              widest={CARD_WIDEST}
              {...cardPictureLoading(index, CARDS_PER_ROW)}
            />
          )}
        </span>
        <span className={styles.cardName}>{talent.name}</span>
        <span className={styles.cardCategory}>{t(talent.category)}</span>
      </Link>
      <div className={styles.cardAction}>{action}</div>
    </article>
  );
}
