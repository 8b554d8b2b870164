// POST /api/favorites – the wishlist's booking request, forwarded to the panel as a `favorites` entry
import { apiRoute } from '@/lib/api/route';
import { createFavoritesRequestHandler } from '@/lib/forms/favorites-handler';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/metadata';
import { getTalentsForRequests, sendEntry } from '@/lib/panel';

/** A booker sends one request per job; five in ten minutes from one address is already generous. */
const REQUESTS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

export const POST = apiRoute({
  name: 'favorites',
  form: 'json',
  run: createFavoritesRequestHandler({
    rateLimiter: createRateLimiter({ limit: REQUESTS_PER_WINDOW, windowMs: WINDOW_MS }),
    talents: getTalentsForRequests,
    forward: (form) => sendEntry('favorites', form),
    profileUrl: (talent, locale) => absoluteUrl(profileHref(talent.category, talent.id, talent.slug), locale),
  }),
});
