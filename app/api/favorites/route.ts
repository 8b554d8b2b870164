// POST /api/favorites – the wishlist's booking request, forwarded to the panel as a `favorites` entry
import { apiRoute } from '@/lib/api/route';
import { createFavoritesRequestHandler } from '@/features/favorites/favorites-handler';
import { createRateLimiter, FORM_SENDS } from '@/lib/forms/rate-limit';
import { profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/metadata';
import { getTalentsForRequests, sendEntry } from '@/lib/panel';

export const POST = apiRoute({
  name: 'favorites',
  form: 'json',
  run: createFavoritesRequestHandler({
    rateLimiter: createRateLimiter(FORM_SENDS),
    talents: getTalentsForRequests,
    forward: (form) => sendEntry('favorites', form),
    profileUrl: (talent, locale) => absoluteUrl(profileHref(talent.category, talent.id, talent.slug), locale),
  }),
});
