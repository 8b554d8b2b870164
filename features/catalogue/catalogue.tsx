'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { SearchIcon, SlidersIcon } from '@/components/ui/icons';
import { cardPictureLoading } from '@/components/ui/plain-image';
import { useUrlState } from '@/components/ui/url-state';
import { countValues, formatCount } from '@/lib/i18n/numbers';
import { categories, type Category } from '@/lib/i18n/routes';
import type { CatalogueFacets, CataloguePage } from '@/lib/talents/catalogue';
import {
  clearFilters,
  filterFromParams,
  filterQuery,
  measureCount,
  paramsOfFilter,
  selectAll,
  selectGender,
  selectSubcategory,
  talentFilterParams,
  type TalentFilter,
} from '@/lib/talents/filters';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import { useOnDemandInfiniteQuery } from '@/lib/ui/on-demand-query';
import { FilterBar } from './filter-bar';
import { preloadCardParts, TalentCard } from './talent-card';
import searchField from '@/components/forms/search-field.module.css';
import buttonStyles from '@/components/ui/button.module.css';
import spinnerStyles from '@/components/ui/spinner.module.css';
import styles from './catalogue.module.css';

// The measurement filters' panel loads when the page is idle, not with it: it shows only once opened.
const MeasureFilters = lazyComponent(() =>
  import('./measure-filters').then((module) => module.MeasureFilters),
);
// The way back to the top shows only once the visitor has scrolled down.
const ScrollToTop = lazyComponent(() => import('./scroll-to-top').then((module) => module.ScrollToTop));

const SEARCH_DELAY_MS = 300;
/** The next talents load when the grid's end is within 100 px. */
const LOAD_AHEAD = '0px 0px 100px 0px';
/**
 * Steps that load by themselves, after the first page and after each "Show more": then the list waits
 * for the button, so the footer below it (language, privacy policy, the no-fee notice) can be reached on
 * a list of any length, while a visitor who asks for more browses on without clicking every 20 cards.
 */
const AUTOMATIC_STEPS = 3;
/** Cards in a row of the widest grid. */
const CARDS_PER_ROW = 4;

type CatalogueProps = { category: Category; facets: CatalogueFacets; firstPage: CataloguePage };

/**
 * The static page carries the unfiltered first cards. Opened at a filtered address, those must not show
 * as its answer before the island reads the address: this runs as the HTML is parsed, before the grid
 * paints, and hides the server's cards behind the loading placeholder until React takes over (then the
 * island shows the filtered step it fetches). A <style> added to <head> is left alone by hydration.
 */
const HIDE_UNFILTERED_CARDS = [
  `if (${JSON.stringify(Object.keys(talentFilterParams))}`,
  '.some((key) => new URLSearchParams(location.search).get(key)))',
  "document.head.appendChild(document.createElement('style')).textContent =",
  "'[data-results=server]{display:none}[data-results-placeholder]{display:grid!important}';",
].join('');

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
  const response = await fetch(`/api/talents?${params}`, { signal });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : `HTTP ${response.status}`);
  }
  return body as CataloguePage;
}

/**
 * The talent list: filter bar, name search, measurement filters and the grid with infinite scroll. The
 * server renders the first 20 unfiltered cards; filters and search live in the URL and further cards come
 * 20 at a time from /api/talents, filtered on the server.
 */
export function Catalogue({ category, facets, firstPage }: CatalogueProps) {
  const t = useTranslations('Catalogue');
  const locale = useLocale();
  const hydrated = useHydrated();
  const panelId = useId();
  const [panelOpen, setPanelOpen] = useState(false);
  const categoryId = categories[category].id;
  // Empty during the server render and hydration (the unfiltered list), then the URL's.
  const [params, setParams] = useUrlState(talentFilterParams);
  const filter = useMemo(() => filterFromParams(params, categoryId), [params, categoryId]);
  const query = filterQuery(filter);

  // The search box types ahead of the URL, which follows after a pause; Back brings the URL's text back.
  const [draft, setDraft] = useState(filter.search);
  const [shownSearch, setShownSearch] = useState(filter.search);
  if (shownSearch !== filter.search) {
    setShownSearch(filter.search);
    setDraft(filter.search);
  }
  // Once the visitor has chosen or searched, the grid keeps the last talents, dimmed, until the new ones
  // arrive: the tap paints at once instead of waiting for twenty cards to make way for a spinner. Not for
  // the address read at hydration, whose unfiltered server cards must not show (HIDE_UNFILTERED_CARDS).
  const [visitorChose, setVisitorChose] = useState(false);
  useEffect(() => {
    if (draft === filter.search) return;
    const timer = setTimeout(() => {
      setVisitorChose(true);
      setParams({ q: draft.trim() ? draft : '' }, 'replace');
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, filter.search, setParams]);

  // A choice is a history entry of the same page (Back undoes it), not a navigation: no server round trip.
  const choose = (next: TalentFilter) => {
    setVisitorChose(true);
    setParams(paramsOfFilter(next), 'push');
  };
  // The address is an external store, whose changes render at once: after a choice the chips answer
  // in that render and the list follows in one of its own, so the tap paints without waiting for it.
  const deferredQuery = useDeferredValue(query);
  const listQuery = visitorChose ? deferredQuery : query;

  const list = useOnDemandInfiniteQuery({
    queryKey: ['talents', category, locale, listQuery],
    queryFn: ({ pageParam, signal }) => fetchTalentPage(category, locale, listQuery, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CataloguePage) => last.nextOffset ?? undefined,
    initialData: listQuery === '' ? { pages: [firstPage], pageParams: [0] } : undefined,
    placeholderData: (previous) => (visitorChose ? previous : undefined),
  });
  const talents = list.data?.pages.flatMap((page) => page.talents) ?? [];
  const total = list.data?.pages[0]?.total;
  // While a new choice loads, the colours keep the counts of the last one.
  const [counts, setCounts] = useState(firstPage.counts);
  const freshCounts = list.data?.pages[0]?.counts;
  if (freshCounts && freshCounts !== counts) setCounts(freshCounts);
  const chosenMeasures = measureCount(filter);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  usePreloadWhenIdle(MeasureFilters.preload);
  usePreloadWhenIdle(preloadCardParts);

  // How many pages may load by themselves, for this list: the first and AUTOMATIC_STEPS, and as many
  // again after each "Show more".
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
    <div className={styles.catalogue}>
      {!hydrated && <script dangerouslySetInnerHTML={{ __html: HIDE_UNFILTERED_CARDS }} />}
      <div className={styles.tools}>
        <FilterBar
          facets={facets}
          filter={filter}
          onAll={() => choose(selectAll(filter))}
          onSubcategory={(id) => choose(selectSubcategory(filter, id))}
          onGender={(gender, subcategory) => choose(selectGender(filter, gender, subcategory))}
        />
        <div className={styles.finders}>
          <form
            className={`${styles.search} ${searchField.field}`}
            role="search"
            onSubmit={(event) => event.preventDefault()}
          >
            <label className="visually-hidden" htmlFor={`search-${category}`}>
              {t('search')}
            </label>
            <SearchIcon width={18} height={18} className={searchField.icon} />
            <input
              id={`search-${category}`}
              type="search"
              value={draft}
              placeholder={t('searchPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              onChange={(event) => setDraft(event.target.value)}
            />
          </form>
          <button
            type="button"
            className={styles.filtersToggle}
            aria-expanded={panelOpen}
            aria-controls={panelId}
            // A transition: the panel opens (and the button says so) once its code is there, never empty.
            onClick={() => startTransition(() => setPanelOpen((open) => !open))}
          >
            <SlidersIcon width={18} height={18} />
            {t('measureFiltersButton')}
            {chosenMeasures > 0 && (
              <span className={styles.badge}>
                <span aria-hidden="true">{chosenMeasures}</span>
                <span className="visually-hidden">{t('chosen', countValues(chosenMeasures, locale))}</span>
              </span>
            )}
          </button>
        </div>
      </div>
      {/* Mounted before the panel opens, so the opening transition waits for the panel's code
          instead of showing an empty boundary. */}
      <Suspense>
        {panelOpen && (
          <MeasureFilters
            id={panelId}
            facets={facets.measures}
            counts={counts}
            filter={filter}
            total={total}
            onChange={choose}
            onDone={() => setPanelOpen(false)}
          />
        )}
      </Suspense>

      {!hydrated && (
        <div hidden data-results-placeholder className={styles.loading}>
          <span className={spinnerStyles.spinner} aria-hidden="true" />
        </div>
      )}
      <div
        className={styles.results}
        data-results={hydrated ? undefined : 'server'}
        aria-busy={list.isPlaceholderData || undefined}
      >
        <p className={styles.count} role="status">
          {total !== undefined && t('results', countValues(total, locale))}
        </p>

        {list.isPending ? (
          <Loading label={t('loading')} />
        ) : list.isError && talents.length === 0 ? (
          <div className={styles.message} role="alert">
            <p>{list.error?.message}</p>
            <button type="button" className={buttonStyles.button} onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : talents.length === 0 ? (
          <div className={styles.message}>
            <p>{t('noTalents')}</p>
            <button type="button" className={buttonStyles.button} onClick={() => choose(clearFilters())}>
              {t('showAll')}
            </button>
          </div>
        ) : (
          <ul ref={grid} className={styles.grid}>
            {talents.map((talent, index) => (
              <li key={talent.id}>
                <TalentCard talent={talent} {...cardPictureLoading(index, CARDS_PER_ROW)} />
              </li>
            ))}
          </ul>
        )}

        <p className="visually-hidden" role="status">
          {stepAnnouncement}
        </p>
        {hasNextPage && (
          // The button stays while a step loads, so keyboard focus stays on it until the talents arrive.
          <div ref={sentinel} className={styles.more}>
            <button
              type="button"
              className={buttonStyles.button}
              aria-busy={isFetchingNextPage || undefined}
              onClick={showMore}
            >
              {isFetchingNextPage ? t('loading') : t('loadMore')}
            </button>
          </div>
        )}
        {list.isFetchNextPageError && (
          <p className={styles.message} role="alert">
            {list.error?.message}
          </p>
        )}
      </div>
      {hydrated && (
        <Suspense>
          <ScrollToTop />
        </Suspense>
      )}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className={spinnerStyles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
