'use client';

import { CARD_WIDEST, cardPictureLoading, PlainImage } from '@/components/ui/plain-image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { FavoriteTalent } from './types';
import { profileHref } from '@/lib/i18n/hrefs';
import styles from './favorites.module.css';

/** Cards in a row of the widest grid (favorites.module.css). */
const CARDS_PER_ROW = 4;

type FavoriteCardProps = { talent: FavoriteTalent; index: number; action: ReactNode };

/**
 * A talent on the wishlist or a shared shortlist, the `index`th: cover, name and category, linking to the
 * profile.
 */
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
              sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
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
