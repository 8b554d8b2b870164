import { create } from 'zustand';

export type ProgressState = {
  shown: string | null;
  navigatingTo: string | null;
  /** Queries and mutations under way (see lib/ui/query-client.ts). */
  queries: number;
  /** See trackProgress. */
  tracked: number;
};

// Read with `subscribe`, never while rendering: it changes inside Next's route transitions and the query
// client's work, and a render it caused would wait for them.
export const useProgressStore = create<ProgressState>(() => ({
  shown: null,
  navigatingTo: null,
  queries: 0,
  tracked: 0,
}));

/** The query in one spelling so two spellings of it compare equal. */
export function addressOf(url: string | URL, base?: string): string {
  const parsed = new URL(url, base);
  const query = new URLSearchParams(parsed.search).toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/** One to the address already on screen (a change of hash only) shows no progress. */
export function navigationStarted(url: string): void {
  const target = addressOf(url, window.location.href);
  const { shown } = useProgressStore.getState();
  if (target === (shown ?? addressOf(window.location.href))) return;
  useProgressStore.setState({ navigatingTo: target });
}

export function addressShown(address: string): void {
  useProgressStore.setState({ shown: address, navigatingTo: null });
}

export function setQueriesInFlight(count: number): void {
  if (useProgressStore.getState().queries !== count) useProgressStore.setState({ queries: count });
}

/** For fetches outside the query client, such as a download. */
export async function trackProgress<T>(work: Promise<T>): Promise<T> {
  useProgressStore.setState((state) => ({ tracked: state.tracked + 1 }));
  try {
    return await work;
  } finally {
    useProgressStore.setState((state) => ({ tracked: state.tracked - 1 }));
  }
}

export function isBusy(state: ProgressState): boolean {
  return state.navigatingTo !== null || state.queries > 0 || state.tracked > 0;
}
