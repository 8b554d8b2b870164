import { QueryClient } from '@tanstack/react-query';
import { setQueriesInFlight } from './progress';

let browserClient: QueryClient | undefined;

/** The top progress bar follows every fetch of the browser's client (lists, search, load more). */
function reportFetches(client: QueryClient): void {
  const report = () => setQueriesInFlight(client.isFetching() + client.isMutating());
  client.getQueryCache().subscribe(report);
  client.getMutationCache().subscribe(report);
}

/**
 * One QueryClient for the whole visit in the browser, so pages already loaded (say 60 talents deep)
 * are still there when the visitor comes back from a profile; a fresh one per server render.
 */
export function getQueryClient(): QueryClient {
  const make = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  if (typeof window === 'undefined') return make();
  if (!browserClient) {
    browserClient = make();
    reportFetches(browserClient);
  }
  return browserClient;
}
