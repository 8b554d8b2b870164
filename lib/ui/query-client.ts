import { QueryClient } from '@tanstack/react-query';

let browserClient: QueryClient | undefined;

/**
 * One QueryClient for the whole visit in the browser, so pages already loaded (say 60 talents deep)
 * are still there when the visitor comes back from a profile; a fresh one per server render.
 */
export function getQueryClient(): QueryClient {
  const make = () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  if (typeof window === 'undefined') return make();
  browserClient ??= make();
  return browserClient;
}
