import type {
  DefaultedInfiniteQueryObserverOptions,
  InfiniteData,
  InfiniteQueryObserver,
  QueryKey,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { whenIdle } from './idle';

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

type AnyOptions = PagedQueryOptions<unknown>;
type PageObserver = InfiniteQueryObserver<unknown, Error, Pages<unknown>, QueryKey, number>;
type Defaulted = DefaultedInfiniteQueryObserverOptions<unknown, Error, Pages<unknown>, QueryKey, number>;
type Library = {
  observe: (options: AnyOptions) => PageObserver;
  /** The options as react-query's hook passes them: the client's defaults, and optimistic results. */
  defaulted: (options: AnyOptions) => Defaulted;
  batchCalls: (callback: () => void) => () => void;
};

let library: Library | undefined;
let loading: Promise<Library> | undefined;

function loadLibrary(): Promise<Library> {
  loading ??= Promise.all([import('@tanstack/react-query'), import('./query-client')]).then(
    ([{ InfiniteQueryObserver, notifyManager }, { getQueryClient }]) => {
      const client = getQueryClient();
      const defaulted = (options: AnyOptions) => {
        const withDefaults = client.defaultQueryOptions(options as PageObserver['options']);
        withDefaults._optimisticResults = 'optimistic';
        return withDefaults as unknown as Defaulted;
      };
      library = {
        observe: (options) => new InfiniteQueryObserver(client, defaulted(options)),
        defaulted,
        batchCalls: (callback) => notifyManager.batchCalls(callback),
      };
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * react-query's infinite query (its shared cache, placeholders, cancelling, retries) with its library
 * (10 KB gzip) out of the page's first load; react-query's own hook would bring it with the page. Until
 * it is there the list is the server's pages (`initialData`). It loads when the page is idle, or at once
 * when the key has no initial pages (a filtered address, a choice) or the visitor asks for the next page,
 * which is then fetched. Once loaded in a visit, lists use it from their first render, so a list left 60
 * talents deep comes back that deep.
 */
export function useOnDemandInfiniteQuery<TPage>(options: PagedQueryOptions<TPage>): PagedList<TPage> {
  const erased = options as unknown as AnyOptions;
  const [observer, setObserver] = useState(() => library?.observe(erased));
  // What the list showed at first. A choice made before the library is there keeps it, dimmed; the
  // observer starts from it too (then takes the current options), so the choice stays dimmed, not a spinner.
  const [firstOptions] = useState(erased);
  const firstPages = firstOptions.initialData as Pages<TPage> | undefined;
  // Asked before the library is there: shown as loading, fetched as soon as it is.
  const [nextPageAsked, setNextPageAsked] = useState(false);
  const nextPageWaiting = useRef(false);
  const [loadError, setLoadError] = useState<Error | null>(null);

  const load = useCallback(() => {
    loadLibrary().then(
      (loaded) => setObserver((current) => current ?? loaded.observe(firstOptions)),
      (error: unknown) => setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
  }, [firstOptions]);
  const retry = () => {
    setLoadError(null);
    load();
  };
  const needed = options.initialData === undefined || nextPageAsked;
  useEffect(() => {
    if (observer) return;
    if (!needed) return whenIdle(load);
    load();
  }, [observer, needed, load]);

  useEffect(() => {
    if (observer && library) observer.setOptions(library.defaulted(erased));
  });
  useEffect(() => {
    if (!observer || !nextPageWaiting.current) return;
    nextPageWaiting.current = false;
    void observer.fetchNextPage();
  }, [observer]);

  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        if (!observer || !library) return () => undefined;
        const unsubscribe = observer.subscribe(library.batchCalls(onChange));
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer?.getCurrentResult(),
    () => undefined,
  );

  if (observer && library) {
    return observer.getOptimisticResult(library.defaulted(erased)) as unknown as PagedList<TPage>;
  }
  const { initialData, placeholderData, getNextPageParam } = options;
  const data = initialData ?? placeholderData?.(firstPages);
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
