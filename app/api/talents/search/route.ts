// GET /api/talents/search?q=joao – the menu's name search across categories, accents and case ignored.
import { apiRoute } from '@/lib/api/route';
import { getTalentsForRequests } from '@/lib/panel';
import { searchTalentsByName } from '@/lib/talents/name-search';
import { NAME_SEARCH_MAX_LENGTH } from '@/lib/talents/name-search-answer';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export const GET = apiRoute({
  name: 'talent-search',
  query: z.object({
    q: z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_SEARCH_MAX_LENGTH)),
  }),
  run: async (_request, { query: { q } }) =>
    Response.json(searchTalentsByName(await getTalentsForRequests(), q), {
      headers: { 'Cache-Control': CACHE_CONTROL.panelReads },
    }),
});
