// POST /api/favorites – the wishlist's booking request, forwarded to the panel as a `favorites` entry
import { apiRoute } from '@/lib/api/route';
import { createFavoritesRequestHandler } from '@/features/favorites/favorites-handler';
import { createFormLimiters } from '@/lib/forms/rate-limit';
import { profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/metadata';
import { getTalentsForRequests, sendEntry } from '@/lib/panel';

export const POST = apiRoute({
  name: 'favorites',
  form: 'json',
  run: createFavoritesRequestHandler({
    limits: createFormLimiters(),
    talents: getTalentsForRequests,
    forward: (form) => sendEntry('favorites', form),
    profileUrl: (talent, locale) => absoluteUrl(profileHref(talent.category, talent.id, talent.slug), locale),
  }),
});
