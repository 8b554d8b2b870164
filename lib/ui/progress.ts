import { create } from 'zustand';

export type ProgressState = {
  /** The address (path and query) on screen, once the layout has shown one. */
  shown: string | null;
  /** The address a route change is opening, from its start until the new page is on screen. */
  navigatingTo: string | null;
  /** The query client's queries and mutations under way (see lib/ui/query-client.ts). */
  queries: number;
  /** Other fetches the visitor waits for (a download), see trackProgress. */
  tracked: number;
};

/**
 * What the top progress bar follows: route changes (started by Next's router, ended when the layout shows
 * the new address) and the browser's data fetches. Read it with `subscribe`, never while rendering: it
 * changes inside Next's route transitions and in the middle of the query client's work, and a render it
 * caused would wait for them.
 */
export const useProgressStore = create<ProgressState>(() => ({
  shown: null,
  navigatingTo: null,
  queries: 0,
  tracked: 0,
}));

/** Path and query of an address, with the query in one spelling so two spellings of it compare equal. */
export function addressOf(url: string | URL, base?: string): string {
  const parsed = new URL(url, base);
  const query = new URLSearchParams(parsed.search).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/**
 * A route change starts (a link, router.push, Back/Forward: Next's onRouterTransitionStart). One to the
 * address already on screen (a link to this page, a change of hash only) shows no progress.
 */
export function navigationStarted(url: string): void {
  const target = addressOf(url, window.location.href);
  const { shown } = useProgressStore.getState();
  if (target === (shown ?? addressOf(window.location.href))) return;
  useProgressStore.setState({ navigatingTo: target });
}

/** The layout shows this address: whatever route change was under way has ended. */
export function addressShown(address: string): void {
  useProgressStore.setState({ shown: address, navigatingTo: null });
}

export function setQueriesInFlight(count: number): void {
  if (useProgressStore.getState().queries !== count) useProgressStore.setState({ queries: count });
}

/** Shows the progress bar while `work` runs (for fetches outside the query client, such as a download). */
export async function trackProgress<T>(work: Promise<T>): Promise<T> {
  useProgressStore.setState((state) => ({ tracked: state.tracked + 1 }));
  try {
    return await work;
  } finally {
    useProgressStore.setState((state) => ({ tracked: state.tracked - 1 }));
  }
}

/** Whether the visitor is waiting for anything the progress bar follows. */
export function isBusy(state: ProgressState): boolean {
  return state.navigatingTo !== null || state.queries > 0 || state.tracked > 0;
}
