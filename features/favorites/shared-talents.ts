import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api/client';
import { getQueryClient } from '@/lib/ui/query-client';
import type { FavoriteTalent, SharedShortlistAnswer } from './types';

async function fetchSharedTalents(ids: number[], signal: AbortSignal): Promise<FavoriteTalent[]> {
  const answer = await apiJson<SharedShortlistAnswer>(`/api/favorites/shared?ids=${ids.join(',')}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  return answer.talents;
}

/** The talents a shared shortlist or a picks link names, in the link's order; ids the site does not show are left out. */
export function useSharedTalents(ids: number[]) {
  return useQuery(
    { queryKey: ['shared-shortlist', ids], queryFn: ({ signal }) => fetchSharedTalents(ids, signal) },
    getQueryClient(),
  );
}
