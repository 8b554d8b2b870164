// Every /api route (the og images aside) answers each kind of bad input with the status of
// lib/api/errors.ts and one body, `{ error, message }` (plus `errors` on 422), in the request's language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as beAModel } from '@/app/api/be-a-model/route';
import { GET as composite } from '@/app/api/composite/[id]/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as favorites } from '@/app/api/favorites/route';
import { GET as sharedShortlist } from '@/app/api/favorites/shared/route';
import { GET as talentComparison } from '@/app/api/favorites/compare/route';
import { GET as options } from '@/app/api/options/route';
import { GET as posts } from '@/app/api/posts/route';
import { POST as revalidate } from '@/app/api/revalidate/route';
import { GET as talents } from '@/app/api/talents/route';
import { GET as neighbours } from '@/app/api/talents/neighbours/route';
import { API_ERROR_STATUS, type ApiErrorCode } from '@/lib/api/errors';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { Locale } from '@/lib/i18n/locales';
import { PanelError } from '@/lib/panel/errors';
import { FORM_ATTEMPTS } from '@/lib/forms/rate-limit';
import { refusal } from '../fixtures/api-refusal';
import { bookingRequest, shortlistedTalent } from '../fixtures/booking-request';
import { application, formOf, panelLists, post as applicationPost } from '../fixtures/application-post';

const panel = vi.hoisted(() => ({
  sendContactMessage: vi.fn(),
  sendEntry: vi.fn(),
  getOptions: vi.fn(),
  getTalentProfile: vi.fn(),
  getCompositeZipUrl: vi.fn(),
  getTalentsForRequests: vi.fn(),
  getTalentAttributes: vi.fn(),
  getNewsStep: vi.fn(),
}));
vi.mock('@/lib/panel', async () => ({
  ...(await import('@/lib/panel/tags')),
  sendContactMessage: panel.sendContactMessage,
  sendEntry: panel.sendEntry,
  getOptions: panel.getOptions,
  getTalentProfile: panel.getTalentProfile,
  getCompositeZipUrl: panel.getCompositeZipUrl,
  getTalentsForRequests: panel.getTalentsForRequests,
  getTalentAttributes: panel.getTalentAttributes,
  forgetReusedTalentList: () => undefined,
}));
vi.mock('@/lib/panel/env', () => ({
  panelEnv: { revalidateSecret: 'test-secret', storageUrl: 'http://storage.example/storage' },
}));
vi.mock('@/lib/panel/content-index', () => ({ markContentIndexStale: () => undefined }));
vi.mock('@/features/news/posts', () => ({ getNewsStep: panel.getNewsStep }));
vi.mock('next/cache', () => ({ revalidateTag: () => undefined }));
// The profile links of a booking request come from next-intl's navigation, which needs Next's bundler.
vi.mock('@/lib/i18n/absolute-url', () => ({ absoluteUrl: () => `${SITE}/en/models/1001/ines-raposo` }));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const SITE = 'http://site.example';
const panelDown = () => new PanelError('http', 500, 'integration', '/api/any');

let client = 0;
/** A request from an address of its own, so no rate limit carries over between cases. */
function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Request {
  client += 1;
  return new Request(`${SITE}${path}`, {
    ...init,
    headers: { 'x-forwarded-for': `198.51.100.${client}`, ...init.headers },
  });
}

/** A JSON post from the site's own page, unless `headers` say otherwise. */
function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return request(path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
  });
}

const botTraps = { [HONEYPOT_FIELD]: '', [FILL_TIME_FIELD]: 9_000 };
const message = { name: 'Rita Lopes', email: 'rita@example.com', message: 'Olá', ...botTraps };
const booking = { ...bookingRequest, locale: 'en' };

/** The shared shortlist's talents, asked for from a browser in `language`. */
const sharedTalentsOf = (query: string, language: Locale) =>
  sharedShortlist(request(`/api/favorites/shared${query}`, { headers: { 'accept-language': language } }));
/** The comparison's columns, asked for from a browser in `language`. */
const comparisonOf = (query: string, language: Locale) =>
  talentComparison(request(`/api/favorites/compare${query}`, { headers: { 'accept-language': language } }));
const compositeOf = (id: string, query = '') =>
  composite(request(`/api/composite/${id}${query}`), { params: Promise.resolve({ id }) });
const revalidateWith = (body: unknown, secret = 'test-secret') =>
  revalidate(jsonPost('/api/revalidate', body, { 'x-revalidate-secret': secret }));

type Case = {
  route: string;
  input: string;
  send: () => Promise<Response>;
  status: number;
  error: ApiErrorCode;
  /** The language the message must be in. */
  locale: Locale;
  /** What the body carries besides `error` and `message`. */
  extra?: Record<string, unknown>;
  /** Sets the stubbed panel up for the case. */
  arrange?: () => void;
};

const cases: Case[] = [
  {
    route: 'talents',
    input: 'an unknown category, in the query’s language',
    send: () => talents(request('/api/talents?category=cooks&locale=en')),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talents',
    input: 'a negative offset',
    send: () => talents(request('/api/talents?category=models&locale=pt&offset=-3')),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'talents',
    input: 'no locale, in the browser’s language',
    send: () =>
      talents(request('/api/talents?category=models', { headers: { 'accept-language': 'en-GB,pt;q=0.5' } })),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talents',
    input: 'an unserved locale, in the language the visitor chose (cookie) over the browser’s',
    send: () =>
      talents(
        request('/api/talents?category=models&locale=es', {
          headers: { cookie: 'theme=dark; NEXT_LOCALE=en', 'accept-language': 'pt-PT' },
        }),
      ),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talents',
    input: 'a panel failure',
    send: () => talents(request('/api/talents?category=models&locale=en')),
    status: 502,
    error: 'panel_unavailable',
    locale: 'en',
    arrange: () => panel.getTalentsForRequests.mockRejectedValue(panelDown()),
  },
  {
    route: 'talent-neighbours',
    input: 'a talent id that is not a number, in the browser’s language',
    send: () =>
      neighbours(
        request('/api/talents/neighbours?category=models&id=ana', { headers: { 'accept-language': 'en' } }),
      ),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talent-neighbours',
    input: 'a panel failure',
    send: () =>
      neighbours(
        request('/api/talents/neighbours?category=models&id=1001', { headers: { 'accept-language': 'pt' } }),
      ),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.getTalentsForRequests.mockRejectedValue(panelDown()),
  },
  {
    route: 'shared-shortlist',
    input: 'no ids',
    send: () => sharedTalentsOf('', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'shared-shortlist',
    input: 'an empty id list',
    send: () => sharedTalentsOf('?ids=', 'pt'),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'shared-shortlist',
    input: 'an id that is not one',
    send: () => sharedTalentsOf('?ids=1001,abc', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'shared-shortlist',
    input: 'an id with a leading zero',
    send: () => sharedTalentsOf('?ids=01001', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'shared-shortlist',
    input: 'the link’s own separators',
    send: () => sharedTalentsOf('?ids=1001.1003', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'shared-shortlist',
    input: 'more ids than a shortlist holds',
    send: () => sharedTalentsOf(`?ids=${Array.from({ length: 201 }, (_, i) => 1001 + i).join(',')}`, 'pt'),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'shared-shortlist',
    input: 'a panel failure',
    send: () => sharedTalentsOf('?ids=1001', 'pt'),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.getTalentsForRequests.mockRejectedValue(panelDown()),
  },
  {
    route: 'talent-comparison',
    input: 'no ids',
    send: () => comparisonOf('', 'pt'),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'talent-comparison',
    input: 'an id that is not one',
    send: () => comparisonOf('?ids=1001,abc', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talent-comparison',
    input: 'a language the site does not speak',
    send: () => comparisonOf('?ids=1001&locale=es', 'en'),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'talent-comparison',
    input: 'a panel failure',
    send: () => comparisonOf('?ids=1001&locale=pt', 'en'),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.getTalentsForRequests.mockRejectedValue(panelDown()),
  },
  {
    route: 'posts',
    input: 'page 0',
    send: () => posts(request('/api/posts?page=0&locale=en')),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'posts',
    input: 'a page that is not a number',
    send: () => posts(request('/api/posts?page=two&locale=pt')),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'posts',
    input: 'a panel failure',
    send: () => posts(request('/api/posts?page=2&locale=pt')),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.getNewsStep.mockRejectedValue(panelDown()),
  },
  {
    route: 'options',
    input: 'no list asked for',
    send: () => options(request('/api/options?language=en')),
    status: 400,
    error: 'invalid_query',
    locale: 'en',
  },
  {
    route: 'options',
    input: 'a country its list lacks',
    send: () => options(request('/api/options?language=pt&states=999')),
    status: 400,
    error: 'invalid_query',
    locale: 'pt',
  },
  {
    route: 'options',
    input: 'a panel failure',
    send: () => options(request('/api/options?language=en&countries=1')),
    status: 502,
    error: 'panel_unavailable',
    locale: 'en',
    arrange: () => panel.getOptions.mockRejectedValue(panelDown()),
  },
  {
    route: 'composite',
    input: 'an id that is not a number',
    send: () => compositeOf('abc', '?locale=en'),
    status: 400,
    error: 'invalid_id',
    locale: 'en',
  },
  {
    route: 'composite',
    input: 'an unknown id',
    send: () => compositeOf('1002'),
    status: 404,
    error: 'talent_not_found',
    locale: 'pt',
    arrange: () =>
      panel.getTalentProfile.mockRejectedValue(
        new PanelError('not_found', 404, 'integration', '/api/talent'),
      ),
  },
  {
    route: 'composite',
    input: 'a talent without composite',
    send: () => compositeOf('1003', '?locale=en'),
    status: 404,
    error: 'no_composite',
    locale: 'en',
    arrange: () => panel.getTalentProfile.mockResolvedValue({ name: 'Ivo', galleries: { compo: [] } }),
  },
  {
    route: 'composite',
    input: 'a panel failure',
    send: () => compositeOf('1001', '?locale=en'),
    status: 502,
    error: 'panel_unavailable',
    locale: 'en',
    arrange: () => panel.getTalentProfile.mockRejectedValue(panelDown()),
  },
  {
    route: 'revalidate',
    input: 'a wrong secret',
    send: () => revalidateWith({ tags: ['talents'] }, 'guess'),
    status: 401,
    error: 'unauthorized',
    locale: 'pt',
  },
  {
    route: 'revalidate',
    input: 'an unknown tag',
    send: () => revalidateWith({ tags: ['talents', 'everything'] }),
    status: 422,
    error: 'invalid_fields',
    locale: 'pt',
    extra: { errors: { tags: 'invalid' } },
  },
  {
    route: 'revalidate',
    input: 'a body that is not JSON',
    send: () => revalidateWith('tags=talents'),
    status: 422,
    error: 'invalid_fields',
    locale: 'pt',
    extra: { errors: { form: 'invalid' } },
  },
  {
    route: 'contact',
    input: 'another site’s post',
    send: () => contact(jsonPost('/api/contact', message, { origin: 'https://evil.example' })),
    status: 403,
    error: 'cross_site',
    locale: 'pt',
  },
  {
    route: 'contact',
    input: 'text/plain',
    send: () => contact(jsonPost('/api/contact', message, { 'content-type': 'text/plain' })),
    status: 415,
    error: 'not_json',
    locale: 'pt',
  },
  {
    route: 'contact',
    input: 'a body that is not JSON, in the browser’s language',
    send: () => contact(jsonPost('/api/contact', 'name=Rita', { 'accept-language': 'en' })),
    status: 400,
    error: 'invalid_request',
    locale: 'en',
  },
  {
    route: 'contact',
    input: 'a missing message',
    send: () => contact(jsonPost('/api/contact', { ...message, message: '' })),
    status: 422,
    error: 'invalid_fields',
    locale: 'pt',
    extra: { errors: { message: 'required' } },
  },
  {
    route: 'contact',
    input: 'a form sent too fast',
    send: () => contact(jsonPost('/api/contact', { ...message, [FILL_TIME_FIELD]: 100 })),
    status: 400,
    error: 'too_fast',
    locale: 'pt',
  },
  {
    route: 'contact',
    input: 'a panel failure',
    send: () => contact(jsonPost('/api/contact', message)),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.sendContactMessage.mockRejectedValue(panelDown()),
  },
  {
    route: 'favorites',
    input: 'a post a browser marks cross-site',
    send: () => favorites(jsonPost('/api/favorites', booking, { 'sec-fetch-site': 'cross-site' })),
    status: 403,
    error: 'cross_site',
    locale: 'pt',
  },
  {
    route: 'favorites',
    input: 'a bad email, in the request’s own language',
    send: () => favorites(jsonPost('/api/favorites', { ...booking, email: 'x@' })),
    status: 422,
    error: 'invalid_fields',
    locale: 'en',
    extra: { errors: { email: 'email' } },
  },
  {
    route: 'favorites',
    input: 'a panel failure',
    send: () => favorites(jsonPost('/api/favorites', { ...booking, locale: 'pt' })),
    status: 502,
    error: 'panel_unavailable',
    locale: 'pt',
    arrange: () => panel.sendEntry.mockRejectedValue(panelDown()),
  },
  {
    route: 'favorites',
    input: 'a talent list the panel cannot give',
    send: () => favorites(jsonPost('/api/favorites', booking)),
    status: 502,
    error: 'panel_unavailable',
    locale: 'en',
    arrange: () => panel.getTalentsForRequests.mockRejectedValue(panelDown()),
  },
  {
    route: 'favorites',
    input: 'a talent the site no longer shows',
    send: () => favorites(jsonPost('/api/favorites', { ...booking, talents: [1001, 1003] })),
    status: 422,
    error: 'invalid_fields',
    locale: 'en',
    extra: { errors: { talents: 'unknownTalent' } },
  },
  {
    route: 'be-a-model',
    input: 'another site’s post',
    send: () => beAModel(applicationPost(formOf(application()), { origin: 'https://evil.example' })),
    status: 403,
    error: 'cross_site',
    locale: 'pt',
  },
  {
    route: 'be-a-model',
    input: 'JSON instead of multipart',
    send: () => beAModel(jsonPost('/api/be-a-model', { realname: 'Ana' })),
    status: 400,
    error: 'invalid_request',
    locale: 'pt',
  },
  {
    route: 'be-a-model',
    input: 'a panel failure, in the application’s language',
    send: () =>
      beAModel(
        applicationPost(formOf(application(), { language: 'en' }), {
          origin: SITE,
          'x-forwarded-for': '203.0.113.9',
        }),
      ),
    status: 502,
    error: 'panel_unavailable',
    locale: 'en',
    arrange: () => {
      const lists = panelLists();
      panel.getTalentAttributes.mockImplementation(lists.attributes);
      panel.getOptions.mockImplementation(lists.options);
      panel.sendEntry.mockRejectedValue(panelDown());
    },
  },
];

beforeEach(() => {
  for (const stub of Object.values(panel)) stub.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  panel.getTalentsForRequests.mockResolvedValue([shortlistedTalent]);
  panel.getOptions.mockResolvedValue({
    countries: [{ id: 177, value: 'Portugal', iso: 'PT' }],
    languages: [],
    ethnicities: [],
    states: [],
    cities: [],
  });
});

afterEach(() => vi.restoreAllMocks());

describe('the /api error contract', () => {
  it.each(cases)(
    '$route answers $input with $status $error',
    async ({ send, status, error, locale, extra, arrange }) => {
      arrange?.();
      const response = await send();
      expect(response.status).toBe(status);
      expect(API_ERROR_STATUS[error]).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual(refusal(error, extra, locale));
    },
  );

  it('covers every route and answers with every status the table gives them', () => {
    expect(new Set(cases.map((row) => row.route))).toEqual(
      new Set([
        'talents',
        'talent-neighbours',
        'shared-shortlist',
        'talent-comparison',
        'posts',
        'options',
        'composite',
        'revalidate',
        'contact',
        'favorites',
        'be-a-model',
      ]),
    );
    for (const route of [
      'talents',
      'talent-neighbours',
      'shared-shortlist',
      'talent-comparison',
      'posts',
      'options',
      'composite',
      'contact',
      'favorites',
      'be-a-model',
    ]) {
      expect(
        cases.some((row) => row.route === route && row.error === 'panel_unavailable'),
        route,
      ).toBe(true);
    }
  });

  it('says when to come back, in the header and the body, once a client is over its limit', async () => {
    const from = { 'x-forwarded-for': '203.0.113.50' };
    const statuses = [];
    for (let attempt = 0; attempt <= FORM_ATTEMPTS.limit; attempt += 1) {
      statuses.push((await contact(jsonPost('/api/contact', { ...message, email: 'x@' }, from))).status);
    }
    expect(statuses).toEqual([...Array<number>(FORM_ATTEMPTS.limit).fill(422), 429]);
    const limited = await contact(jsonPost('/api/contact', message, { ...from, 'accept-language': 'en' }));
    const retryAfterSeconds = Number(limited.headers.get('retry-after'));
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(await limited.json()).toEqual(refusal('rate_limited', { retryAfterSeconds }, 'en'));
  });
});
