'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { apiJson } from '@/lib/api/client';
import { countValues } from '@/lib/i18n/numbers';
import type { NewsStep, PostCard as PostCardData } from './posts';
import { trackProgress } from '@/lib/ui/progress';
import buttonStyles from '@/components/ui/button.module.css';
import { PostCard } from './post-card';
import styles from './news.module.css';

function fetchStep(step: number, locale: string, signal: AbortSignal | undefined): Promise<NewsStep> {
  return apiJson(`/api/posts?${new URLSearchParams({ page: String(step), locale })}`, { signal });
}

// Back from a post, the visitor finds the posts they had loaded, unless the first step changed (a new post).
const visitSteps = new Map<string, NewsStep[]>();
const postIds = (step: NewsStep | undefined) => step?.posts.map((post) => post.id).join();

function stepsToShow(locale: string, first: NewsStep): NewsStep[] {
  const kept = visitSteps.get(locale);
  return kept && postIds(kept[0]) === postIds(first) ? kept : [first];
}

/** "Load more" goes on while the last step said there is more and brought a post not shown yet. */
function hasMore(steps: NewsStep[]): boolean {
  const last = steps.at(-1);
  return !!last?.hasMore && distinctPosts(steps).length > distinctPosts(steps.slice(0, -1)).length;
}

// "Load more" moves focus to the first new post, so keyboard users carry on reading there. Plain state:
// one request per tap, nothing to refetch or share.
export function NewsList({ first }: { first: NewsStep }) {
  const t = useTranslations('Blog');
  const locale = useLocale();
  const [steps, setSteps] = useState(() => stepsToShow(locale, first));
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const posts = useMemo(() => distinctPosts(steps), [steps]);
  const [announcement, setAnnouncement] = useState('');
  const firstNewIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const leaving = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const index = firstNewIndex.current;
    if (index === null || posts.length <= index) return;
    firstNewIndex.current = null;
    listRef.current?.children[index]?.querySelector('a')?.focus();
  }, [posts]);

  async function loadMore() {
    const signal = leaving.current?.signal;
    setState('loading');
    let next: NewsStep;
    try {
      next = await trackProgress(fetchStep(steps.length + 1, locale, signal));
    } catch (error) {
      if (signal?.aborted) return;
      console.error('[news] more posts failed', error);
      setState('failed');
      return;
    }
    const loaded = [...steps, next];
    const added = distinctPosts(loaded).length - posts.length;
    visitSteps.set(locale, loaded);
    // Where the new posts start: focus goes there once they are shown.
    firstNewIndex.current = added > 0 ? posts.length : null;
    setSteps(loaded);
    setState('idle');
    setAnnouncement(t('loaded', countValues(added, locale)));
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
      {hasMore(steps) && (
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
