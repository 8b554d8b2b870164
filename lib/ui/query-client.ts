import { QueryClient } from '@tanstack/react-query';
import { setQueriesInFlight } from './progress';

let browserClient: QueryClient | undefined;

function reportFetches(client: QueryClient): void {
  const report = () => setQueriesInFlight(client.isFetching() + client.isMutating());
  client.getQueryCache().subscribe(report);
  client.getMutationCache().subscribe(report);
}

/** One per visit, so loaded pages are still there on return from a profile; one per server render. */
export function getQueryClient(): QueryClient {
  const make = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  if (typeof window === 'undefined') return make();
  if (!browserClient) {
    browserClient = make();
    reportFetches(browserClient);
  }
  return browserClient;
}
