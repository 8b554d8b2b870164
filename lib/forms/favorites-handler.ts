import 'server-only';
import type { FavoriteTalent } from '@/lib/favorites/types';
import type { Locale } from '@/lib/i18n/routes';
import { botTrapVerdict } from './bot-traps';
import { fieldErrorsFrom } from './field-errors';
import { favoritesRequestSchema, type FavoritesRequest } from './favorites-request';
import type { RateLimiter } from './rate-limit';
import { clientAddress, formFailure, formSuccess, readJsonObject } from './server';

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
 * The multipart entry the panel expects for `POST /api/entry/favorites/send` (spec section 7): the six
 * fields, `models` as a JSON list of the favorited talents, and the visitor's language for the reply.
 */
export function favoritesPanelForm(
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

/**
 * POST handler of the wishlist's booking request: rate limit per client, bot traps (a filled honeypot
 * gets a pretended success so the bot learns nothing), the shared schema (422 with message keys), then
 * the panel. A panel failure is a 502 the browser explains while keeping the form; never a 500.
 */
export function createFavoritesRequestHandler({
  rateLimiter,
  forward,
  profileUrl,
}: FavoritesRequestDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const limit = await rateLimiter.hit(`favorites:${clientAddress(request.headers)}`);
    if (!limit.allowed)
      return formFailure({ error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds });

    const body = await readJsonObject(request, MAX_BODY_BYTES);
    if (body === null) return formFailure({ error: 'invalid_request' });

    const verdict = botTrapVerdict(body);
    if (verdict === 'honeypot') return formSuccess();
    if (verdict === 'too_fast') return formFailure({ error: 'too_fast' });

    const parsed = favoritesRequestSchema.safeParse(body);
    if (!parsed.success)
      return formFailure({ error: 'invalid_fields', errors: fieldErrorsFrom(parsed.error) });

    try {
      await forward(favoritesPanelForm(parsed.data, profileUrl));
    } catch (error) {
      console.error(`[favorites] the panel did not take a booking request: ${String(error)}`);
      return formFailure({ error: 'panel_unavailable' });
    }
    return formSuccess();
  };
}
