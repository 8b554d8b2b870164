import 'server-only';
import { ApiError } from '@/lib/api/errors';
import type { Talent } from '@/lib/content/types';
import type { FavoriteTalent } from '../types';
import type { Locale } from '@/lib/i18n/locales';
import { favoriteLookup } from '../catalogue-favorites';
import { favoritesRequestSchema, MAX_REQUEST_MESSAGE_LENGTH, type FavoritesRequest } from './schema';
import { formRoute, jsonBody, schemaCheck } from '@/lib/forms/form-route';
import type { FormLimiters } from '@/lib/forms/rate-limit';
import { REFERENCE_FIELD } from '@/lib/forms/reference';
import type { SentReferences } from '@/lib/forms/sent-references';

/** UTF-8 takes at most 3 bytes per UTF-16 unit a length counts; the rest is room for the other fields. */
export const MAX_BODY_BYTES = 3 * MAX_REQUEST_MESSAGE_LENGTH + 64 * 1024;

type FavoritesRequestDependencies = {
  limits?: FormLimiters;
  /** Every talent the site shows: the request names talents by id, their names and covers come from here. */
  talents: () => Promise<Talent[]>;
  /** The reference is the panel's idempotency key; throws when the panel does not take the request. */
  forward: (form: FormData, reference: string) => Promise<unknown>;
  /** The talent's public profile address, so whoever reads the request can open it. */
  profileUrl: (talent: FavoriteTalent, locale: Locale) => string;
  references?: SentReferences;
};

// An id the site does not show refuses the request, rather than it going out without someone they chose.
async function chosenTalents(ids: number[], talents: () => Promise<Talent[]>): Promise<FavoriteTalent[]> {
  const lookup = favoriteLookup(await talents());
  return ids.map((id) => {
    const talent = lookup(id);
    if (!talent) throw new ApiError('invalid_fields', { errors: { talents: 'unknownTalent' } });
    return talent;
  });
}

/** `models` goes as a JSON list of the talents, with the visitor's language for the reply and the reference. */
function favoritesPanelForm(
  request: FavoritesRequest,
  talents: FavoriteTalent[],
  profileUrl: FavoritesRequestDependencies['profileUrl'],
  reference: string,
): FormData {
  const form = new FormData();
  form.set('name', request.name);
  form.set('email', request.email);
  form.set('phone', request.phone);
  form.set('jobDate', request.jobDate);
  form.set('buyouts', request.buyouts);
  form.set('message', request.message);
  form.set('language', request.locale);
  form.set(REFERENCE_FIELD, reference);
  form.set(
    'models',
    JSON.stringify(talents.map((talent) => ({ ...talent, profile: profileUrl(talent, request.locale) }))),
  );
  return form;
}

/** The wishlist's booking request route (see lib/forms/form-route.ts for what every form gets). */
export function createFavoritesRequestRoute({
  limits,
  talents,
  forward,
  profileUrl,
  references,
}: FavoritesRequestDependencies) {
  return formRoute({
    name: 'favorites',
    body: jsonBody(MAX_BODY_BYTES),
    check: schemaCheck(favoritesRequestSchema),
    forward: async (request: FavoritesRequest, reference) =>
      forward(
        favoritesPanelForm(request, await chosenTalents(request.talents, talents), profileUrl, reference),
        reference,
      ),
    limits,
    references,
  });
}
