// The profile's previous and next links, within the list (and its filters) it was opened from.
import { apiRoute } from '@/lib/api/route';
import { categories, isCategory, type Category } from '@/lib/i18n/categories';
import { getTalentsForRequests } from '@/lib/panel';
import { filterFromSearchParams } from '@/lib/talents/filters';
import { neighboursIn } from '@/lib/talents/neighbours';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export const GET = apiRoute({
  name: 'talent-neighbours',
  query: z.object({
    category: z.custom<Category>(isCategory),
    id: z.coerce.number().check(z.int(), z.positive(), z.lte(2 ** 31)),
  }),
  run: async (request, { query: { category, id } }) => {
    const filter = filterFromSearchParams(new URL(request.url).searchParams, categories[category].id);
    return Response.json(neighboursIn(await getTalentsForRequests(), category, id, filter), {
      headers: { 'Cache-Control': CACHE_CONTROL.panelReads },
    });
  },
});
