// GET /api/talents?category=models&locale=en&sub=new_faces&gender=woman&q=joao&offset=20
// The talent list's infinite scroll: 20 cards at a time, filters and search applied on the server, so
// the browser never downloads the catalogue.
import { apiRoute } from '@/lib/api/route';
import { categories, isCategory, isLocale, type Category, type Locale } from '@/lib/i18n/routes';
import { getTalentsForRequests } from '@/lib/panel';
import { cataloguePage } from '@/lib/talents/catalogue';
import { filterFromSearchParams } from '@/lib/talents/filters';
import { z } from '@/lib/zod';

const MAX_SEARCH_LENGTH = 100;

export const GET = apiRoute({
  name: 'talents',
  query: z.object({
    category: z.custom<Category>(isCategory),
    locale: z.custom<Locale>(isLocale),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
  }),
  run: async (request, { query: { category, locale, offset } }) => {
    const filter = filterFromSearchParams(new URL(request.url).searchParams, categories[category].id);
    return Response.json(cataloguePage(await getTalentsForRequests(), category, locale, filter, offset), {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  },
});
