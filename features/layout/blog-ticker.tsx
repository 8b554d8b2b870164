'use client';

import { useTranslations } from 'next-intl';
import { useState, type CSSProperties } from 'react';
import { Link } from '@/components/ui/link';
import { postHref } from '@/lib/i18n/hrefs';
import styles from './blog-ticker.module.css';

export type TickerPost = { id: number; title: string; slug: string };

// Keyboard and screen readers get the same posts as a still list, shown in the ticker's place while it
// has focus; the ticker stands still under prefers-reduced-motion.
export function BlogTicker({ posts }: { posts: TickerPost[] }) {
  const t = useTranslations('Menu');
  const [paused, setPaused] = useState(false);
  if (posts.length === 0) return null;
  const moving = posts.length > 1;
  const trackStyle = { '--ticker-items': posts.length } as CSSProperties;

  return (
    <section className={styles.ticker} aria-label={t('latestPosts')} data-paused={paused || undefined}>
      <h2 className={styles.heading}>{t('latestPosts')}</h2>
      <ul className={styles.still} data-shown={!moving || undefined}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link href={postHref(post.slug)}>{post.title}</Link>
          </li>
        ))}
      </ul>
      {moving && (
        <>
          {/* Two copies of the titles make the loop seamless. */}
          <div className={styles.viewport} aria-hidden="true">
            <ul className={styles.track} style={trackStyle}>
              {[0, 1].map((copy) =>
                posts.map((post) => (
                  <li key={`${copy}-${post.id}`} className={styles.item}>
                    <Link href={postHref(post.slug)} tabIndex={-1}>
                      {post.title}
                    </Link>
                  </li>
                )),
              )}
            </ul>
          </div>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            {t(paused ? 'playTicker' : 'pauseTicker')}
          </button>
        </>
      )}
    </section>
  );
}
