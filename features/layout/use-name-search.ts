import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiJson } from '@/lib/api/client';
import type { NameSearchAnswer } from '@/lib/talents/name-search-answer';
import { getQueryClient } from '@/lib/ui/query-client';

export const NAME_SEARCH_DELAY_MS = 250;

function fetchNameSearch(query: string, signal: AbortSignal): Promise<NameSearchAnswer> {
  return apiJson(`/api/talents/search?${new URLSearchParams({ q: query })}`, { signal });
}

export type NameSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'failed'; retry: () => void }
  | { status: 'found'; answer: NameSearchAnswer };

/** The previous answer stays while the next one comes, so the list does not flicker at each letter. */
export function useNameSearch(text: string): NameSearchState {
  const trimmed = text.trim();
  const [query, setQuery] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setQuery(trimmed), NAME_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);

  const search = useQuery(
    {
      queryKey: ['talent-search', query],
      queryFn: ({ signal }) => fetchNameSearch(query, signal),
      enabled: query !== '',
      placeholderData: keepPreviousData,
      retry: false,
    },
    getQueryClient(),
  );

  if (trimmed === '') return { status: 'idle' };
  if (search.isError) return { status: 'failed', retry: () => void search.refetch() };
  if (search.data) return { status: 'found', answer: search.data };
  return { status: 'searching' };
}
