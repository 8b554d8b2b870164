// GET /api/favorites/shared?ids=1001,1003 – a share link's talents as the catalogue has them, in link order.
import { favoriteLookup } from '@/features/favorites/catalogue-favorites';
import { MAX_FAVORITES } from '@/features/favorites/schema';
import type { SharedShortlistAnswer } from '@/features/favorites/types';
import { talentIdsParam } from '@/lib/api/query';
import { apiRoute } from '@/lib/api/route';
import { getTalentsForRequests } from '@/lib/panel';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export const GET = apiRoute({
  name: 'shared-shortlist',
  query: z.object({ ids: talentIdsParam(MAX_FAVORITES) }),
  run: async (_request, { query: { ids } }) => {
    const lookup = favoriteLookup(await getTalentsForRequests());
    const answer: SharedShortlistAnswer = {
      talents: ids.map(lookup).filter((talent) => talent !== null),
    };
    return Response.json(answer, {
      headers: { 'Cache-Control': CACHE_CONTROL.panelReads },
    });
  },
});
