// GET /api/talents/neighbours?category=models&id=1001&sub=new_faces&gender=woman&q=…&height=170-180
// The talents before and after one in the list a visitor opened its profile from, with that list's
// filters (the parameters of /api/talents), for the profile's previous and next links.
import { apiRoute } from '@/lib/api/route';
import { categories, isCategory, type Category } from '@/lib/i18n/categories';
import { getTalentsForRequests } from '@/lib/panel';
import { filterFromSearchParams } from '@/lib/talents/filters';
import { neighboursIn } from '@/lib/talents/neighbours';
import { z } from '@/lib/zod';

export const GET = apiRoute({
  name: 'talent-neighbours',
  query: z.object({
    category: z.custom<Category>(isCategory),
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 31),
  }),
  run: async (request, { query: { category, id } }) => {
    // A filter value that does not fit is dropped, as on the list's own page: the links still work.
    const filter = filterFromSearchParams(new URL(request.url).searchParams, categories[category].id);
    return Response.json(neighboursIn(await getTalentsForRequests(), category, id, filter), {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  },
});
