import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api/client';
import { getQueryClient } from '@/lib/ui/query-client';
import type { OptionLists } from '../model/options-answer';

type OptionListsState =
  { status: 'idle' | 'loading' | 'failed'; lists: null } | { status: 'loaded'; lists: OptionLists };

async function fetchOptionLists(query: string, signal: AbortSignal): Promise<OptionLists> {
  const [answer, { optionLists }] = await Promise.all([
    apiJson<unknown>(`/api/options?${query}`, { signal, headers: { Accept: 'application/json' } }),
    import('../model/options-answer'),
  ]);
  return optionLists.parse(answer);
}

// Only lazily loaded islands call it, so react-query stays out of the form's first load. Lists are kept
// for the visit, and a newer query's answer is shown whatever order the answers come in.
export function useOptionsQuery(query: string | null): OptionListsState & { retry: () => void } {
  const lists = useQuery(
    {
      queryKey: ['options', query],
      queryFn: ({ signal }) => fetchOptionLists(query ?? '', signal),
      enabled: query !== null,
      // Option lists change rarely; a failure is shown at once with its own "try again".
      staleTime: Infinity,
      retry: false,
    },
    getQueryClient(),
  );
  const retry = () => void lists.refetch();
  if (query === null) return { status: 'idle', lists: null, retry };
  if (lists.data) return { status: 'loaded', lists: lists.data, retry };
  return { status: lists.isError && !lists.isFetching ? 'failed' : 'loading', lists: null, retry };
}
