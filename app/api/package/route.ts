// GET /api/package?ids=1001,1003&locale=en&units=cm – a cover with the share link, then each comp card.
import { apiRoute } from '@/lib/api/route';
import { packageQuery, packageRun } from '@/features/comp-card/handler';
import { createRateLimiter, PACKAGE_DOWNLOADS } from '@/lib/forms/rate-limit';

export const GET = apiRoute({
  name: 'package',
  query: packageQuery,
  panelNotFound: 'invalid_query',
  run: packageRun(createRateLimiter(PACKAGE_DOWNLOADS)),
});
