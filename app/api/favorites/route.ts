// POST /api/favorites – the wishlist's booking request, forwarded to the panel as a `favorites` entry
import { createFavoritesRequestRoute } from '@/features/favorites/request/handler';
import { profileHref } from '@/lib/i18n/hrefs';
import { absoluteUrl } from '@/lib/i18n/absolute-url';
import { getTalentsForRequests, sendEntry } from '@/lib/panel';

export const POST = createFavoritesRequestRoute({
  talents: getTalentsForRequests,
  forward: (form, reference) => sendEntry('favorites', form, reference),
  profileUrl: (talent, locale) => absoluteUrl(profileHref(talent.category, talent.id, talent.slug), locale),
});
