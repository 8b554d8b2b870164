import 'server-only';
import type { RouteRun } from '@/lib/api/route';
import type { FavoriteTalent } from '@/lib/favorites/types';
import type { Locale } from '@/lib/i18n/routes';
import { favoritesRequestSchema, type FavoritesRequest } from './favorites-request';
import { createJsonFormHandler } from './json-handler';
import type { RateLimiter } from './rate-limit';

/** 200 talents with long names and cover URLs stay well below this. */
const MAX_BODY_BYTES = 256 * 1024;

type FavoritesRequestDependencies = {
  rateLimiter: RateLimiter;
  /** Hands the multipart entry to the panel (`sendEntry('favorites', form)`); throws when it fails. */
  forward: (form: FormData) => Promise<unknown>;
  /** The talent's public profile address, so whoever reads the request can open it. */
  profileUrl: (talent: FavoriteTalent, locale: Locale) => string;
};

/**
 * The multipart entry the panel expects for `POST /api/entry/favorites/send`: the six
 * fields, `models` as a JSON list of the favorited talents, and the visitor's language for the reply.
 */
function favoritesPanelForm(
  request: FavoritesRequest,
  profileUrl: FavoritesRequestDependencies['profileUrl'],
): FormData {
  const form = new FormData();
  form.set('name', request.name);
  form.set('email', request.email);
  form.set('phone', request.phone);
  form.set('jobDate', request.jobDate);
  form.set('buyouts', request.buyouts);
  form.set('message', request.message);
  form.set('language', request.locale);
  form.set(
    'models',
    JSON.stringify(
      request.talents.map((talent) => ({ ...talent, profile: profileUrl(talent, request.locale) })),
    ),
  );
  return form;
}

/** The run of the wishlist's booking request route (see json-handler.ts for what every JSON form gets). */
export function createFavoritesRequestHandler({
  rateLimiter,
  forward,
  profileUrl,
}: FavoritesRequestDependencies): RouteRun {
  return createJsonFormHandler({
    schema: favoritesRequestSchema,
    maxBodyBytes: MAX_BODY_BYTES,
    rateLimiter,
    forward: (request) => forward(favoritesPanelForm(request, profileUrl)),
  });
}
