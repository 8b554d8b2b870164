// GET /api/posts?page=2&locale=en – the news list's "load more" (page 1 is what the news page renders).
import { apiRoute } from '@/lib/api/route';
import { MAX_NEWS_PAGE } from '@/features/news/paging';
import { getNewsStep } from '@/features/news/posts';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export const GET = apiRoute({
  name: 'posts',
  query: z.object({
    page: z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_NEWS_PAGE)),
    locale: z.custom<Locale>(isLocale),
  }),
  run: async (_request, { query }) =>
    Response.json(await getNewsStep(query.page, query.locale), {
      headers: { 'Cache-Control': CACHE_CONTROL.panelReads },
    }),
});
