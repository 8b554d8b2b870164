'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { apiJson } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { countValues, formatCount } from '@/lib/i18n/numbers';
import type { Category } from '@/lib/i18n/categories';
import type { CataloguePage } from '@/lib/talents/catalogue';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import { getQueryClient } from '@/lib/ui/query-client';
import { ResultsView } from './results-view';
import { preloadCardParts } from './talent-card';

// The way back to the top shows only once the visitor has scrolled down.
const ScrollToTop = lazyComponent(() => import('./scroll-to-top').then((module) => module.ScrollToTop));

const LOAD_AHEAD = '0px 0px 100px 0px';
/** Steps that load by themselves; then the list waits for "Show more", so the footer stays reachable. */
const AUTOMATIC_STEPS = 3;

async function fetchTalentPage(
  category: Category,
  locale: string,
  query: string,
  offset: number,
  signal: AbortSignal,
): Promise<CataloguePage> {
  const params = new URLSearchParams(query);
  params.set('category', category);
  params.set('locale', locale);
  params.set('offset', String(offset));
  // A refusal's message is the route's text in the visitor's language, shown as it is.
  return apiJson(`/api/talents?${params}`, { signal });
}

export type TalentResultsProps = {
  category: Category;
  /** The filter's query string ('' for the whole category, the server's first page). */
  listQuery: string;
  firstPage: CataloguePage;
  /** After a visitor's own choice the last talents stay, dimmed, until the new ones arrive. */
  keepLastWhileLoading: boolean;
  /** The first step on screen, undefined while a choice loads with nothing to keep. */
  onFirstStep: (step: CataloguePage | undefined) => void;
  onShowAll: () => void;
};

/** Kept in the visit's query cache: a list left 60 talents deep comes back that deep. */
export function TalentResults({
  category,
  listQuery,
  firstPage,
  keepLastWhileLoading,
  onFirstStep,
  onShowAll,
}: TalentResultsProps) {
  const t = useTranslations('Catalogue');
  // The route's own words when it answered as the API does; ours when nothing, or something else, answered.
  const failureText = (error: Error) =>
    error instanceof ApiError && error.message !== error.code ? error.message : t('loadFailed');
  const locale = useLocale();
  const hydrated = useHydrated();
  const list = useInfiniteQuery(
    {
      queryKey: ['talents', category, locale, listQuery],
      queryFn: ({ pageParam, signal }) => fetchTalentPage(category, locale, listQuery, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last: CataloguePage) => last.nextOffset ?? undefined,
      initialData: listQuery === '' ? { pages: [firstPage], pageParams: [0] } : undefined,
      placeholderData: (previous) => (keepLastWhileLoading ? previous : undefined),
    },
    getQueryClient(),
  );
  const talents = list.data?.pages.flatMap((page) => page.talents) ?? [];
  const firstStep = list.data?.pages[0];
  const total = firstStep?.total;
  useEffect(() => onFirstStep(firstStep), [firstStep, onFirstStep]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  usePreloadWhenIdle(preloadCardParts);

  // The first page and AUTOMATIC_STEPS load by themselves, and as many again after each "Show more".
  const pageCount = list.data?.pages.length ?? 0;
  const [automaticLimit, setAutomaticLimit] = useState({ query: listQuery, pages: 1 + AUTOMATIC_STEPS });
  const automatic =
    pageCount < (automaticLimit.query === listQuery ? automaticLimit.pages : 1 + AUTOMATIC_STEPS);

  // Where the talents a "Show more" asked for start: focus goes to the first of them once shown.
  const grid = useRef<HTMLUListElement>(null);
  const firstRequested = useRef<number | null>(null);
  useEffect(() => {
    const index = firstRequested.current;
    if (index === null || talents.length <= index) return;
    firstRequested.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('h2 a')?.focus();
  }, [talents.length]);
  const showMore = () => {
    if (isFetchingNextPage) return;
    firstRequested.current = talents.length;
    setAutomaticLimit({ query: listQuery, pages: pageCount + 1 + AUTOMATIC_STEPS });
    void fetchNextPage();
  };
  const lastStep = list.data?.pages.at(-1);
  const stepAnnouncement =
    pageCount > 1 && lastStep && total !== undefined
      ? t('loaded', {
          ...countValues(lastStep.talents.length, locale),
          loaded: formatCount(talents.length, locale),
          total: formatCount(total, locale),
        })
      : '';

  // Observed again after every step, so a tall screen keeps loading until the grid passes its bottom.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || !automatic) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, pageCount, automatic]);

  return (
    <>
      <ResultsView
        talents={talents}
        total={total}
        pending={list.isPending}
        failure={list.isError && talents.length === 0 ? failureText(list.error) : undefined}
        busy={list.isPlaceholderData}
        announcement={stepAnnouncement}
        more={hasNextPage ? { loading: isFetchingNextPage, onClick: showMore } : undefined}
        moreFailure={list.isFetchNextPageError ? failureText(list.error) : undefined}
        onRetry={() => void list.refetch()}
        onShowAll={onShowAll}
        gridRef={grid}
        moreRef={sentinel}
      />
      {hydrated && (
        <Suspense>
          <ScrollToTop />
        </Suspense>
      )}
    </>
  );
}
