// Filters applied on the server, so the browser never downloads the catalogue.
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
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

const MAX_SEARCH_LENGTH = 100;

const measureParam = (key: RangeKey | ColourKey) =>
  z.optional(z.string().check(z.refine((value) => isWellFormedMeasureParam(key, value))));

export const GET = apiRoute({
  name: 'talents',
  query: z.object({
    category: z.custom<Category>(isCategory),
    locale: z.custom<Locale>(isLocale),
    offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
    q: z.optional(z.string().check(z.maxLength(MAX_SEARCH_LENGTH))),
    height: measureParam('height'),
    age: measureParam('age'),
    hair: measureParam('hair'),
    eyes: measureParam('eyes'),
  }),
  run: async (request, { query: { category, locale, offset } }) => {
    const filter = filterFromSearchParams(new URL(request.url).searchParams, categories[category].id);
    return Response.json(cataloguePage(await getTalentsForRequests(), category, locale, filter, offset), {
      headers: { 'Cache-Control': CACHE_CONTROL.panelReads },
    });
  },
});
