import {
  createLoader,
  createSerializer,
  type inferParserType,
  type Nullable,
  type ParserMap,
} from 'nuqs/server';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

/** A change of the address: a new history entry (Back undoes it) or in place of the current one. */
export type AddressEntry = 'push' | 'replace';

/** Changes made by useUrlState itself, which fire no popstate. */
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
/** Static pages are rendered without an address: the server and hydration see the defaults. */
const serverSearch = () => '';

/**
 * URL state (filters, gallery tab, about page): the query parameters a map of nuqs parsers reads, and a
 * setter that writes them into the address without a navigation (Back steps through them). nuqs's own
 * hooks and adapter would add 6–9 KB gzip to every list's, profile's and about's first load (issue 15);
 * what they do here, a store over `location.search`, fits in these lines, and parsing and writing stay
 * nuqs's (the same parsers the server reads). It reads the address in the browser only, so pages stay
 * static. History entries keep Next's state, so Back restores them without asking the server.
 */
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
      if (entry === 'push') history.pushState(history.state, '', address);
      else history.replaceState(history.state, '', address);
      addressListeners.forEach((listener) => listener());
    },
    [serialize],
  );
  return [values, setValues];
}

/**
 * The address's query string ("?…"; empty on the server and at hydration), for a link that carries it to
 * another page. It follows useUrlState's changes, Back and Forward, and Next's navigations, which write the
 * address only once the new page has rendered: it is read again then.
 */
export function useAddressSearch(): string {
  const pathname = usePathname();
  useEffect(() => addressListeners.forEach((listener) => listener()), [pathname]);
  return useSyncExternalStore(subscribe, browserSearch, serverSearch);
}
