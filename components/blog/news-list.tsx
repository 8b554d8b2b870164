'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { NewsStep, PostCard as PostCardData } from '@/lib/blog/posts';
import buttonStyles from '@/components/ui/button.module.css';
import { PostCard } from './post-card';
import styles from './news.module.css';

type LoadState = 'idle' | 'loading' | 'failed';

async function fetchStep(step: number, locale: string): Promise<NewsStep> {
  const response = await fetch(`/api/posts?${new URLSearchParams({ page: String(step), locale })}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as NewsStep;
}

/**
 * The news list: the server renders the first 10 posts; "load more" brings the next 6 from
 * /api/posts and moves focus to the first new one, so keyboard users carry on reading there.
 */
export function NewsList({ first }: { first: NewsStep }) {
  const t = useTranslations('Blog');
  const locale = useLocale();
  const [posts, setPosts] = useState<PostCardData[]>(first.posts);
  const [step, setStep] = useState(1);
  const [hasMore, setHasMore] = useState(first.hasMore);
  const [state, setState] = useState<LoadState>('idle');
  const [announcement, setAnnouncement] = useState('');
  const firstNewIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (firstNewIndex.current === null) return;
    const item = listRef.current?.children[firstNewIndex.current];
    firstNewIndex.current = null;
    item?.querySelector('a')?.focus();
  }, [posts]);

  async function loadMore() {
    setState('loading');
    try {
      const next = await fetchStep(step + 1, locale);
      const known = new Set(posts.map((post) => post.id));
      const added = next.posts.filter((post) => !known.has(post.id));
      firstNewIndex.current = added.length > 0 ? posts.length : null;
      setPosts([...posts, ...added]);
      setStep(step + 1);
      setHasMore(next.hasMore && added.length > 0);
      setAnnouncement(t('loaded', { count: added.length }));
      setState('idle');
    } catch (error) {
      console.error('[news] more posts failed', error);
      setState('failed');
    }
  }

  if (posts.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <ol ref={listRef} className={styles.list}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} priority={index === 0} />
          </li>
        ))}
      </ol>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {state === 'failed' && (
        <p className={styles.problem} role="alert">
          {t('loadFailed')}
        </p>
      )}
      {hasMore && (
        <div className={styles.more}>
          <button
            type="button"
            className={buttonStyles.button}
            aria-busy={state === 'loading'}
            disabled={state === 'loading'}
            onClick={loadMore}
          >
            {state === 'loading' ? t('loading') : state === 'failed' ? t('retry') : t('loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
