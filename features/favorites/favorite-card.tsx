'use client';

import { CARD_WIDEST, PlainImage } from '@/components/ui/plain-image';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { FavoriteTalent } from './types';
import { profileHref } from '@/lib/i18n/hrefs';
import styles from './favorites.module.css';

/** A talent on the wishlist or a shared shortlist: cover, name and category, linking to the profile. */
export function FavoriteCard({ talent, action }: { talent: FavoriteTalent; action: ReactNode }) {
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
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              widest={CARD_WIDEST}
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
