'use client';

import { useTranslations } from 'next-intl';
import { useState, type CSSProperties } from 'react';
import { Link } from '@/components/ui/link';
import { postHref } from '@/lib/i18n/hrefs';
import styles from './blog-ticker.module.css';

export type TickerPost = { id: number; title: string; slug: string };

/**
 * The menu's blog-title ticker: one title per viewport width, moving 0.4 % of the width every 50 ms (12.5 s
 * per title). It exists only while the menu is open, pauses on demand, on hover and on focus, and stands
 * still under prefers-reduced-motion.
 */
export function BlogTicker({ posts }: { posts: TickerPost[] }) {
  const t = useTranslations('Menu');
  const [paused, setPaused] = useState(false);
  if (posts.length === 0) return null;
  const loop = posts.length > 1;
  const trackStyle = { '--ticker-items': posts.length } as CSSProperties;

  return (
    <section className={styles.ticker} aria-label={t('latestPosts')} data-paused={paused || undefined}>
      <h2 className={styles.heading}>{t('latestPosts')}</h2>
      <div className={styles.viewport}>
        <ul className={styles.track} style={trackStyle} data-loop={loop || undefined}>
          {posts.map((post) => (
            <li key={post.id} className={styles.item}>
              <Link href={postHref(post.slug)}>{post.title}</Link>
            </li>
          ))}
          {/* The second copy makes the loop seamless; it is decoration, hidden from assistive tech. */}
          {loop &&
            posts.map((post) => (
              <li key={`copy-${post.id}`} className={`${styles.item} ${styles.copy}`} aria-hidden="true">
                <span>{post.title}</span>
              </li>
            ))}
        </ul>
      </div>
      {loop && (
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
        >
          {t(paused ? 'playTicker' : 'pauseTicker')}
        </button>
      )}
    </section>
  );
}
