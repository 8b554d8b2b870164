import {
  createLoader,
  createSerializer,
  type inferParserType,
  type Nullable,
  type ParserMap,
} from 'nuqs/server';
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

export type AddressEntry = 'push' | 'replace';

/** For useUrlState's own changes, which fire no popstate. */
const addressListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  addressListeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    addressListeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const browserSearch = () => location.search;
/** Static pages render without an address. */
const serverSearch = () => '';

// Read in the browser only, so pages stay static; history entries keep Next's state, so Back restores them
// without asking the server. Not nuqs's hooks: they and its adapter weigh on these pages' first load.
export function useUrlState<Parsers extends ParserMap>(
  parsers: Parsers,
): [
  inferParserType<Parsers>,
  (changes: Partial<Nullable<inferParserType<Parsers>>>, entry: AddressEntry) => void,
] {
  const search = useSyncExternalStore(subscribe, browserSearch, serverSearch);
  const [load, serialize] = useMemo(() => [createLoader(parsers), createSerializer(parsers)], [parsers]);
  const values = useMemo(() => load(search), [load, search]);
  const setValues = useCallback(
    (changes: Partial<Nullable<inferParserType<Parsers>>>, entry: AddressEntry) => {
      const address = serialize(location.pathname + location.search + location.hash, changes);
      if (entry === 'push') {
        history.pushState(history.state, '', address);
        addressListeners.forEach((listener) => listener());
      } else replaceAddress(address);
    },
    [serialize],
  );
  return [values, setValues];
}

/** Rewrites the current address (keeping Next's history state) and tells the hooks here to read it again. */
export function replaceAddress(address: string): void {
  history.replaceState(history.state, '', address);
  addressListeners.forEach((listener) => listener());
}

/** Next's navigations write the address only once the new page has rendered: it is read again then. */
export function useAddressSearch(): string {
  const pathname = usePathname();
  useEffect(() => addressListeners.forEach((listener) => listener()), [pathname]);
  return useSyncExternalStore(subscribe, browserSearch, serverSearch);
}

const browserFragment = () => location.hash;
const serverFragment = () => '';

function subscribeWithFragment(onChange: () => void): () => void {
  const unsubscribe = subscribe(onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('hashchange', onChange);
  };
}

/** Read again after each of Next's navigations, which may change the fragment alone. */
export function useAddressFragment(): string {
  const search = useSearchParams();
  useEffect(() => addressListeners.forEach((listener) => listener()), [search]);
  return useSyncExternalStore(subscribeWithFragment, browserFragment, serverFragment);
}
