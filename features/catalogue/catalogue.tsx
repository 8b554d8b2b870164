'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
} from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { SearchIcon, SlidersIcon } from '@/components/ui/icons';
import { useUrlState } from '@/components/ui/url-state';
import { countValues } from '@/lib/i18n/numbers';
import { categories, type Category } from '@/lib/i18n/categories';
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
import { FilterBar } from './filter-bar';
import { ListLoading } from './list-loading';
import { FirstResults } from './results-view';
import type { TalentResultsProps } from './talent-results';
import searchField from '@/components/forms/search-field.module.css';
import styles from './catalogue.module.css';

// The measurement filters' panel loads when the page is idle, not with it: it shows only once opened.
const MeasureFilters = lazyComponent(() =>
  import('./measure-filters').then((module) => module.MeasureFilters),
);
// The list's data, with react-query, loads apart from the page: until it is there the first page's cards
// stand in, in the list's own markup, so the server's HTML shows them to a visitor without scripts too.
const TalentResults = lazyComponent(() => import('./talent-results').then((module) => module.TalentResults));

const SEARCH_DELAY_MS = 300;

type CatalogueProps = { category: Category; facets: CatalogueFacets; firstPage: CataloguePage };

// Opened at a filtered address, the static page's unfiltered cards must not show before the island reads
// it: this runs while the HTML is parsed, and hydration leaves a <style> added to <head> alone.
const HIDE_UNFILTERED_CARDS = [
  `if (${JSON.stringify(Object.keys(talentFilterParams))}`,
  '.some((key) => new URLSearchParams(location.search).get(key)))',
  "document.head.appendChild(document.createElement('style')).textContent =",
  "'[data-results=server]{display:none}[data-results-placeholder]{display:grid!important}';",
].join('');

/** Filters and search live in the URL; further cards come 20 at a time from /api/talents. */
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
  // After a visitor's choice the grid keeps the last talents, dimmed, so the tap paints at once; not for the
  // address read at hydration, whose unfiltered cards must not show.
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
  const choose = useCallback(
    (next: TalentFilter) => {
      setVisitorChose(true);
      setParams(paramsOfFilter(next), 'push');
    },
    [setParams],
  );
  const showAll = useCallback(() => choose(clearFilters()), [choose]);
  // The address is an external store, whose changes render at once: after a choice the chips answer
  // in that render and the list follows in one of its own, so the tap paints without waiting for it.
  const deferredQuery = useDeferredValue(query);
  const listQuery = visitorChose ? deferredQuery : query;

  // Its total and colour counts feed the measurement filters; a choice loading keeps the last counts.
  const [firstStep, setFirstStep] = useState<CataloguePage | undefined>(firstPage);
  const [counts, setCounts] = useState(firstPage.counts);
  if (firstStep && firstStep.counts !== counts) setCounts(firstStep.counts);
  const total = firstStep?.total;
  const chosenMeasures = measureCount(filter);

  usePreloadWhenIdle(MeasureFilters.preload);

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
      <Results
        category={category}
        listQuery={listQuery}
        firstPage={firstPage}
        keepLastWhileLoading={visitorChose}
        onFirstStep={setFirstStep}
        onShowAll={showAll}
        loadingLabel={t('loading')}
      />
    </div>
  );
}

// Memoized: a render with the same props while its code loads would put the stand-in's new cards in place
// of the server's. A filtered list has no cards until its code fetches them.
const Results = memo(function Results({
  loadingLabel,
  ...props
}: TalentResultsProps & { loadingLabel: string }) {
  const standIn =
    props.listQuery === '' ? (
      <FirstResults firstPage={props.firstPage} />
    ) : (
      <ListLoading label={loadingLabel} />
    );
  return (
    <Suspense fallback={standIn}>
      <TalentResults {...props} />
    </Suspense>
  );
});
