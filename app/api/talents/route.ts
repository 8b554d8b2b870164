// GET /api/talents?category=models&locale=en&sub=new_faces&gender=woman&q=joao&height=170-180&age=18-25
//   &hair=brown&eyes=blue,green&offset=20
// The talent list's infinite scroll: 20 cards at a time, filters and search applied on the server, so
// the browser never downloads the catalogue. A malformed measurement (height=180-170) is 400.
import { apiRoute } from '@/lib/api/route';
import { categories, isCategory, type Category } from '@/lib/i18n/categories';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getTalentsForRequests } from '@/lib/panel';
import { cataloguePage } from '@/lib/talents/catalogue';
import {
  filterFromSearchParams,
  isWellFormedMeasureParam,
  type ColourKey,
  type RangeKey,
} from '@/lib/talents/filters';
import { z } from '@/lib/zod';

const MAX_SEARCH_LENGTH = 100;

const measureParam = (key: RangeKey | ColourKey) =>
  z
    .string()
    .refine((value) => isWellFormedMeasureParam(key, value))
    .optional();

export const GET = apiRoute({
  name: 'talents',
  query: z.object({
    category: z.custom<Category>(isCategory),
    locale: z.custom<Locale>(isLocale),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    q: z.string().max(MAX_SEARCH_LENGTH).optional(),
    height: measureParam('height'),
    age: measureParam('age'),
    hair: measureParam('hair'),
    eyes: measureParam('eyes'),
  }),
  run: async (request, { query: { category, locale, offset } }) => {
    const filter = filterFromSearchParams(new URL(request.url).searchParams, categories[category].id);
    return Response.json(cataloguePage(await getTalentsForRequests(), category, locale, filter, offset), {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  },
});
