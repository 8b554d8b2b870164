'use client';

import { useSyncExternalStore } from 'react';

// The list's filters live in the query string. Changing them is a history entry of the same page
// (native pushState, which Next's router follows), not a navigation: no server round trip.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current query string; empty during the server render and hydration (the unfiltered list). */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
}

/** `push` for a choice the visitor may want to go Back from; `replace` while typing a search. */
export function setLocationSearch(params: URLSearchParams, mode: 'push' | 'replace'): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  for (const listener of listeners) listener();
}
