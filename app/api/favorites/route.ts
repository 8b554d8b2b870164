// POST /api/favorites – the wishlist's booking request, forwarded to the panel as a `favorites` entry
import { createFavoritesRequestHandler } from '@/lib/forms/favorites-handler';
import { sameOriginFormRoute } from '@/lib/forms/post-guard';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { absoluteUrl } from '@/lib/i18n/metadata';
import { sendEntry } from '@/lib/panel';

/** A booker sends one request per job; five in ten minutes from one address is already generous. */
const REQUESTS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

export const POST = sameOriginFormRoute(
  'json',
  createFavoritesRequestHandler({
    rateLimiter: createRateLimiter({ limit: REQUESTS_PER_WINDOW, windowMs: WINDOW_MS }),
    forward: (form) => sendEntry('favorites', form),
    profileUrl: (talent, locale) =>
      absoluteUrl(
        {
          pathname: `/${talent.category}/[id]/[slug]`,
          params: { id: String(talent.id), slug: talent.slug },
        },
        locale,
      ),
  }),
);
