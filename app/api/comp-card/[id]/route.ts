// GET /api/comp-card/1001?locale=en&units=in – the talent's comp card: two A5 pages as a PDF download.
import { apiRoute } from '@/lib/api/route';
import { compCardParams, compCardQuery, compCardRun } from '@/features/comp-card/handler';
import { COMP_CARD_DOWNLOADS, createRateLimiter } from '@/lib/forms/rate-limit';

export const GET = apiRoute({
  name: 'comp-card',
  params: compCardParams,
  query: compCardQuery,
  panelNotFound: 'talent_not_found',
  run: compCardRun(createRateLimiter(COMP_CARD_DOWNLOADS)),
});
