// GET /api/favorites/compare?ids=1001,1003&locale=en – the shortlist's comparison columns in the asked order
// (ids the site does not show left out), with the agency's contact that heads the printed comparison.
import { readAgency } from '@/features/comp-card/agency';
import { MAX_FAVORITES } from '@/features/favorites/schema';
import type { TalentComparisonAnswer } from '@/features/favorites/compare/types';
import { requestLocale } from '@/lib/api/locale';
import { talentIdsParam } from '@/lib/api/query';
import { apiRoute } from '@/lib/api/route';
import { primaryCategory } from '@/lib/i18n/categories';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getTalentsForRequests } from '@/lib/panel';
import { comparisonColumn } from '@/lib/talents/compare-rows';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

export const GET = apiRoute({
  name: 'talent-comparison',
  query: z.object({ ids: talentIdsParam(MAX_FAVORITES), locale: z.optional(z.custom<Locale>(isLocale)) }),
  run: async (request, { query: { ids, locale } }) => {
    const language = locale ?? requestLocale(request);
    const [talents, agency] = await Promise.all([getTalentsForRequests(), readAgency(language)]);
    const byId = new Map(talents.map((talent) => [talent.id, talent]));
    const today = new Date();
    const answer: TalentComparisonAnswer = {
      agency,
      talents: ids.flatMap((id) => {
        const talent = byId.get(id);
        return talent && primaryCategory(talent.categoryIds)
          ? [comparisonColumn(talent, language, today)]
          : [];
      }),
    };
    return Response.json(answer, { headers: { 'Cache-Control': CACHE_CONTROL.panelReads } });
  },
});
