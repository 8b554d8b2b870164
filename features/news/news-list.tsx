'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { NewsStep, PostCard as PostCardData } from './posts';
import { getQueryClient } from '@/lib/ui/query-client';
import buttonStyles from '@/components/ui/button.module.css';
import { PostCard } from './post-card';
import styles from './news.module.css';

async function fetchStep(step: number, locale: string, signal: AbortSignal): Promise<NewsStep> {
  const response = await fetch(`/api/posts?${new URLSearchParams({ page: String(step), locale })}`, {
    signal,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as NewsStep;
}

/**
 * The news list: the server renders the first 10 posts (step 1); "load more" brings the next 6 from
 * /api/posts and moves focus to the first new one, so keyboard users carry on reading there.
 */
export function NewsList({ first }: { first: NewsStep }) {
  const t = useTranslations('Blog');
  const locale = useLocale();
  const news = useInfiniteQuery(
    {
      queryKey: ['news', locale],
      queryFn: ({ pageParam, signal }) => fetchStep(pageParam, locale, signal),
      initialPageParam: 1,
      // A step that brought nothing new (posts shifted by one published meanwhile) ends the list too.
      getNextPageParam: (last: NewsStep, steps) =>
        last.hasMore && distinctPosts(steps).length > distinctPosts(steps.slice(0, -1)).length
          ? steps.length + 1
          : undefined,
      initialData: { pages: [first], pageParams: [1] },
      // The first step is the server's; steps the visitor loaded stay as they are during the visit.
      staleTime: Infinity,
      retry: false,
    },
    getQueryClient(),
  );
  const posts = useMemo(() => distinctPosts(news.data?.pages ?? []), [news.data]);
  const [announcement, setAnnouncement] = useState('');
  const firstNewIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || posts.length <= index) return;
    firstNewIndex.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [posts]);

  async function loadMore() {
    const before = posts.length;
    // Where the new posts will start: focus goes there once they are shown.
    firstNewIndex.current = before;
    const result = await news.fetchNextPage();
    if (result.isError) {
      firstNewIndex.current = null;
      console.error('[news] more posts failed', result.error);
      return;
    }
    const after = distinctPosts(result.data?.pages ?? []).length;
    if (after === before) firstNewIndex.current = null;
    setAnnouncement(t('loaded', { count: after - before }));
  }

  const state = news.isFetchingNextPage ? 'loading' : news.isFetchNextPageError ? 'failed' : 'idle';
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
      {news.hasNextPage && (
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

/** The steps' posts in order; a post published meanwhile shifts the steps, so one already shown is skipped. */
function distinctPosts(steps: NewsStep[]): PostCardData[] {
  const seen = new Set<number>();
  return steps.flatMap((step) => step.posts.filter((post) => !seen.has(post.id) && seen.add(post.id)));
}
