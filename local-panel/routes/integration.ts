// Routes of the integration base (mounted at /integration).

import { assertServiceCredentials, TOKEN_LIFETIME_SECONDS } from '../auth';
import { LOCAL_PANEL_INTEGRATION_API_KEY } from '../credentials';
import {
  listCities,
  listCountries,
  listEthnicities,
  listLanguages,
  listStates,
  type OptionLanguage,
} from '../content/options';
import {
  HttpError,
  isRecord,
  prepareJson,
  readFields,
  sendJson,
  sendPrepared,
  type PreparedJson,
} from '../http';
import type { PanelState, Route, RouteContext } from '../state';
import { buildCompoZip } from '../zip';
import { receiveForm } from './forms';

/** Laravel's default page size, used when `paginate` is missing. */
const DEFAULT_PAGE_SIZE = 15;
/** The page size the site uses to fetch the whole catalogue at once. */
export const SITE_PAGE_SIZE = 100000;
const MAX_CACHED_PAGES = 64;

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** A serialised page of the talent list, cached (the site asks for everything in one page of 100000). */
export function talentPage(state: PanelState, perPage: number, page: number): Promise<PreparedJson> {
  const key = `${perPage}:${page}`;
  let cached = state.talentPages.get(key);
  if (!cached) {
    const talents = state.catalogue.talents;
    const total = talents.length;
    cached = prepareJson({
      data: {
        current_page: page,
        data: talents.slice((page - 1) * perPage, page * perPage),
        per_page: perPage,
        total,
        last_page: Math.max(1, Math.ceil(total / perPage)),
      },
    });
    if (state.talentPages.size >= MAX_CACHED_PAGES) state.talentPages.clear();
    state.talentPages.set(key, cached);
  }
  return cached;
}

function optionLanguage(value: string | null): OptionLanguage {
  return value === 'en' ? 'en' : 'pt';
}

function idFrom(value: unknown): number | null {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(parsed) ? parsed : null;
}

async function signIn({ req, res, state }: RouteContext): Promise<void> {
  const body = await readFields(req);
  assertServiceCredentials(body, 'api_key', LOCAL_PANEL_INTEGRATION_API_KEY);
  await sendJson(req, res, 200, {
    access_token: state.tokens.issue('integration'),
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
  });
}

async function talents({ req, res, url, state }: RouteContext): Promise<void> {
  const perPage = positiveInteger(url.searchParams.get('paginate'), DEFAULT_PAGE_SIZE);
  const page = positiveInteger(url.searchParams.get('page'), 1);
  sendPrepared(req, res, 200, await talentPage(state, perPage, page));
}

async function profile({ req, res, url, state }: RouteContext): Promise<void> {
  const raw = url.searchParams.get('id');
  if (raw === null || raw === '')
    throw new HttpError(422, 'The id field is required.', { errors: { id: ['The id field is required.'] } });
  const id = idFrom(raw);
  const found = id === null ? null : state.catalogue.profile(id);
  if (!found) throw new HttpError(404, 'Talent not found.');
  await sendJson(req, res, 200, { data: found });
}

async function attributes({ req, res, state }: RouteContext): Promise<void> {
  sendPrepared(req, res, 200, state.attributes);
}

async function options({ req, res, url }: RouteContext): Promise<void> {
  const query = url.searchParams;
  const language = optionLanguage(query.get('language'));
  const data: Record<string, unknown> = {};
  if (query.get('countries')) data.countries = listCountries(language);
  if (query.get('languages')) data.languages = listLanguages(language);
  const states = query.get('states');
  if (states) data.states = listStates(idFrom(states) ?? -1, language);
  const ethnicities = query.get('ethnicities');
  if (ethnicities)
    data.ethnicities = listEthnicities(ethnicities === 'en' || ethnicities === 'pt' ? ethnicities : language);
  const cities = query.get('cities');
  if (cities) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(cities);
    } catch {
      throw new HttpError(422, 'The cities parameter must be JSON like {"country":177,"state":17701}.');
    }
    const country = isRecord(parsed) ? idFrom(parsed.country) : idFrom(parsed);
    const state = isRecord(parsed) ? idFrom(parsed.state) : null;
    data.cities = country === null ? [] : listCities(country, state ?? undefined, language);
  }
  await sendJson(req, res, 200, { data });
}

async function downloadZip({ req, res, state }: RouteContext): Promise<void> {
  const body = await readFields(req);
  const talentId = idFrom(body.id_talent);
  const profileFound = talentId === null ? null : state.catalogue.profile(talentId);
  if (!profileFound)
    throw new HttpError(422, 'The selected talent is invalid.', {
      errors: { id_talent: ['The selected talent is invalid.'] },
    });
  if (body.media !== 'compo')
    throw new HttpError(422, 'Only compo media can be downloaded.', {
      errors: { media: ['The selected media is invalid.'] },
    });
  const requested = Array.isArray(body.items) ? body.items.map(idFrom) : [];
  if (requested.length === 0)
    throw new HttpError(422, 'The items field is required.', {
      errors: { items: ['The items field is required.'] },
    });
  const items = requested.map((id) => profileFound.compo.find((item) => item.id === id));
  if (items.some((item) => item === undefined)) {
    throw new HttpError(422, 'Some items are not in this talent’s compo.', {
      errors: { items: ['The selected items are invalid.'] },
    });
  }
  const relative = await buildCompoZip(
    state.storageDir,
    profileFound,
    items.filter((item) => item !== undefined),
  );
  await sendJson(req, res, 200, { data: { url: `${state.publicUrl}/storage/${relative}` } });
}

const ENTRY_KINDS: Record<string, string> = { getScouted: 'entry:getScouted', favorites: 'entry:favorites' };

async function sendEntry(context: RouteContext): Promise<void> {
  const kind = ENTRY_KINDS[context.params[0] ?? ''];
  if (!kind) throw new HttpError(404, 'Entry not found.');
  await receiveForm(context, kind);
}

export const integrationRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/signin$/, public: true, handle: signIn },
  { method: 'POST', pattern: /^\/api\/talents$/, handle: talents },
  { method: 'GET', pattern: /^\/api\/talent\/profile$/, handle: profile },
  { method: 'GET', pattern: /^\/api\/talents\/attributes$/, handle: attributes },
  { method: 'GET', pattern: /^\/api\/options$/, handle: options },
  { method: 'POST', pattern: /^\/api\/download\/zip$/, handle: downloadZip },
  { method: 'POST', pattern: /^\/api\/entry\/([^/]+)\/send$/, handle: sendEntry },
];
