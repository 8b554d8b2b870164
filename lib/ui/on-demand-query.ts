import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { whenIdle } from './idle';
import { lazyValue } from './lazy-component';

/*
 * react-query (its shared cache, placeholders, cancelling, retries) with its library (8–10 KB gzip) out
 * of the page's first load: react-query's own hooks would bring it with the page, and a hook cannot
 * load later than the component that calls it. These hooks mirror react-query's useBaseQuery (an
 * observer, its optimistic result, setOptions after each render, a batched subscription) over the
 * library once it is there, and stand in for it before: it loads when the page is idle, or at once
 * when a query is needed. Once loaded in a visit, queries use it from their first render.
 */

type Library = { query: typeof import('@tanstack/react-query'); client: QueryClient };

const library = lazyValue<Library>(() =>
  Promise.all([import('@tanstack/react-query'), import('./query-client')]).then(
    ([query, { getQueryClient }]) => ({ query, client: getQueryClient() }),
  ),
);

/** What the hooks use of react-query's QueryObserver and InfiniteQueryObserver. */
type Observer = {
  setOptions(options: unknown): void;
  subscribe(listener: () => void): () => void;
  updateResult(): void;
  getCurrentResult(): unknown;
  getOptimisticResult(options: unknown): unknown;
};
type Observe = (loaded: Library, options: object) => Observer;

/** The options as react-query's hooks pass them: the client's defaults, and optimistic results. */
function defaulted({ client }: Library, options: object) {
  const withDefaults = client.defaultQueryOptions(
    options as Parameters<QueryClient['defaultQueryOptions']>[0],
  );
  withDefaults._optimisticResults = 'optimistic';
  return withDefaults;
}

const observeQuery: Observe = (loaded, options) =>
  new loaded.query.QueryObserver(loaded.client, defaulted(loaded, options)) as Observer;
const observePages: Observe = (loaded, options) =>
  new loaded.query.InfiniteQueryObserver(
    loaded.client,
    defaulted(loaded, options) as ConstructorParameters<typeof loaded.query.InfiniteQueryObserver>[1],
  ) as unknown as Observer;

/**
 * The observer once the library is there, and its result for these options. It starts from the first
 * render's options (what the stand-in showed), then takes each render's.
 */
function useLibraryObserver<Options extends object>(observe: Observe, options: Options, needed: boolean) {
  const [observer, setObserver] = useState(() => {
    const loaded = library.loaded();
    return loaded && observe(loaded, options);
  });
  const [firstOptions] = useState(options);
  const [loadError, setLoadError] = useState<Error | null>(null);

  const load = useCallback(() => {
    library.load().then(
      (loaded) => setObserver((current) => current ?? observe(loaded, firstOptions)),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, [observe, firstOptions]);
  useEffect(() => {
    if (observer) return;
    if (!needed) return whenIdle(load);
    load();
  }, [observer, needed, load]);

  useEffect(() => {
    const loaded = library.loaded();
    if (observer && loaded) observer.setOptions(defaulted(loaded, options));
  });
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const loaded = library.loaded();
        if (!observer || !loaded) return () => undefined;
        const unsubscribe = observer.subscribe(loaded.query.notifyManager.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer?.getCurrentResult(),
    () => undefined,
  );

  const loaded = library.loaded();
  const result = observer && loaded ? observer.getOptimisticResult(defaulted(loaded, options)) : undefined;
  const retry = () => {
    setLoadError(null);
    load();
  };
  return { observer, result, loadError, retry, firstOptions };
}

export type OnDemandQueryOptions<TData> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  enabled: boolean;
  staleTime?: number;
  retry?: boolean;
};

/** What a caller reads of react-query's query result; the stand-in before it loads has it too. */
export type QueryState<TData> = {
  data: TData | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
};

/** react-query's useQuery, its library loaded on demand: an enabled query needs it at once. */
export function useOnDemandQuery<TData>(options: OnDemandQueryOptions<TData>): QueryState<TData> {
  const { result, loadError, retry } = useLibraryObserver(observeQuery, options, options.enabled);
  if (result) return result as QueryState<TData>;
  return {
    data: undefined,
    isError: options.enabled && loadError !== null,
    isFetching: options.enabled && loadError === null,
    refetch: retry,
  };
}

type Pages<TPage> = InfiniteData<TPage, number>;

export type PagedQueryOptions<TPage> = {
  queryKey: QueryKey;
  queryFn: (context: { pageParam: number; signal: AbortSignal }) => Promise<TPage>;
  initialPageParam: number;
  getNextPageParam: (last: TPage) => number | undefined;
  /** The pages the server rendered for this key: the list is them until the visitor needs more. */
  initialData?: Pages<TPage>;
  placeholderData?: (previous: Pages<TPage> | undefined) => Pages<TPage> | undefined;
};

/** What a list reads of react-query's infinite query result; the stand-in before it loads has it too. */
export type PagedList<TPage> = {
  data: Pages<TPage> | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => void;
  refetch: () => void;
};

/**
 * react-query's useInfiniteQuery, its library loaded on demand. Until it is there the list is the
 * server's pages (`initialData`); it is needed at once when the key has no initial pages (a filtered
 * address, a choice) or the visitor asks for the next page, which is then fetched. A list left 60
 * talents deep comes back that deep. A choice made before the library is there keeps the first pages,
 * dimmed (placeholderData), and so does the observer, which starts from them.
 */
export function useOnDemandInfiniteQuery<TPage>(options: PagedQueryOptions<TPage>): PagedList<TPage> {
  // Asked before the library is there: shown as loading, fetched as soon as it is.
  const [nextPageAsked, setNextPageAsked] = useState(false);
  const nextPageWaiting = useRef(false);
  const needed = options.initialData === undefined || nextPageAsked;
  const { observer, result, loadError, retry, firstOptions } = useLibraryObserver(
    observePages,
    options,
    needed,
  );

  useEffect(() => {
    if (!observer || !nextPageWaiting.current) return;
    nextPageWaiting.current = false;
    void (observer as unknown as { fetchNextPage: () => Promise<unknown> }).fetchNextPage();
  }, [observer]);

  if (result) return result as PagedList<TPage>;
  const { initialData, placeholderData, getNextPageParam } = options;
  const data = initialData ?? placeholderData?.(firstOptions.initialData);
  const lastPage = initialData?.pages.at(-1);
  return {
    data,
    error: loadError,
    isPending: data === undefined && !loadError,
    isError: loadError !== null,
    isPlaceholderData: !initialData && data !== undefined,
    hasNextPage: lastPage !== undefined && getNextPageParam(lastPage) !== undefined,
    isFetchingNextPage: nextPageAsked && !loadError,
    isFetchNextPageError: nextPageAsked && loadError !== null,
    fetchNextPage: () => {
      nextPageWaiting.current = true;
      setNextPageAsked(true);
      retry();
    },
    refetch: retry,
  };
}
