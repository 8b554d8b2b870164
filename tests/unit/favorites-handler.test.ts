import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { addDays } from '@/lib/forms/dates';
import { createFavoritesRequestRoute, MAX_BODY_BYTES } from '@/features/favorites/request/handler';
import { MAX_REQUEST_MESSAGE_LENGTH } from '@/features/favorites/request/schema';
import type { FormLimiters } from '@/lib/forms/rate-limit';
import { createReference } from '@/lib/forms/reference';
import { formLimiters } from '../fixtures/form-limiters';
import { PanelError } from '@/lib/panel/errors';
import { refusal } from '../fixtures/api-refusal';
import { bookingRequest, shortlistedTalent } from '../fixtures/booking-request';
import { talent } from './talent-fixture';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const body = bookingRequest;

type Forward = (form: FormData, reference: string) => Promise<unknown>;

function setup({
  limits = formLimiters(),
  forward = vi.fn<Forward>(async () => ({ success: true })),
}: { limits?: FormLimiters; forward?: ReturnType<typeof vi.fn<Forward>> } = {}) {
  const handler = createFavoritesRequestRoute({
    limits,
    talents: async () => [shortlistedTalent, talent(1003, 'Off The Site', 'man', [])],
    forward,
    profileUrl: (favorite, locale) =>
      `https://site.example/${locale}/${favorite.category}/${favorite.id}/${favorite.slug}`,
  });
  return { handler, forward };
}

function post(payload: unknown, headers: Record<string, string> = {}) {
  return new Request('http://site.example/api/favorites', {
    method: 'POST',
    headers: { origin: 'http://site.example', 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('POST /api/favorites', () => {
  it('sends single-line fields as one line and the job description with its line breaks only', async () => {
    const { handler, forward } = setup();
    const response = await handler(
      post({
        ...body,
        name: 'Agência Exemplo\r\nBcc: x@example.com',
        buyouts: 'Online,\u2028 1 year\u202E',
        message: 'Two days\r\nin Lisbon.\u0000\u202E',
      }),
    );
    expect(response.status).toBe(200);
    const form = forward.mock.calls[0]![0];
    expect([form.get('name'), form.get('buyouts'), form.get('message')]).toEqual([
      'Agência Exemplo Bcc: x@example.com',
      'Online, 1 year',
      'Two days\nin Lisbon.',
    ]);
  });

  it('forwards the longest message a request may carry, in a script of 3 bytes a character', async () => {
    const { handler, forward } = setup();
    const message = '€'.repeat(MAX_REQUEST_MESSAGE_LENGTH);
    const response = await handler(post({ ...body, message }));
    expect(response.status).toBe(200);
    expect(forward.mock.calls[0]![0].get('message')).toBe(message);
  });

  it('forwards the request to the panel as multipart, the talents read from the catalogue as the JSON list "models"', async () => {
    const { handler, forward } = setup();
    const reference = createReference('favorites');
    const response = await handler(post({ ...body, reference }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, reference });

    expect(forward).toHaveBeenCalledTimes(1);
    const [form, key] = forward.mock.calls[0]!;
    // The receipt reference reaches the agency with the request, and is its idempotency key.
    expect(key).toBe(reference);
    expect(Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]))).toEqual({
      name: 'Agência Exemplo',
      email: 'booker@example.com',
      phone: '+351 912 345 678',
      jobDate: body.jobDate,
      buyouts: 'Online, 1 year',
      message: 'Two days in Lisbon.',
      language: 'pt',
      reference,
      models: JSON.stringify([
        {
          id: 1001,
          name: 'Inês Raposo',
          slug: 'ines-raposo',
          category: 'models',
          cover: shortlistedTalent.cover,
          profile: 'https://site.example/pt/models/1001/ines-raposo',
        },
      ]),
    });
  });

  it('answers a resend under its reference as the first, and refuses another talent or date under it', async () => {
    const { handler, forward } = setup();
    const reference = createReference('favorites');
    const send = (changes: Partial<typeof body>) => handler(post({ ...body, ...changes, reference }));

    expect(await (await send({})).json()).toEqual({ ok: true, reference });
    expect(await (await send({ [FILL_TIME_FIELD]: 40_000 })).json()).toEqual({ ok: true, reference });
    for (const edit of [{ jobDate: addDays(body.jobDate, 1) }, { talents: [1001, 1001] }]) {
      const refused = await send(edit);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual(refusal('reference_reused'));
    }
    expect(forward.mock.calls.map(([, key]) => key)).toEqual([reference, reference]);
  });

  it.each([
    [
      'a missing field',
      { ...body, phone: '' },
      422,
      refusal('invalid_fields', { errors: { phone: 'required' } }),
    ],
    ['a bad email', { ...body, email: 'x@' }, 422, refusal('invalid_fields', { errors: { email: 'email' } })],
    [
      'no favorites',
      { ...body, talents: [] },
      422,
      refusal('invalid_fields', { errors: { talents: 'noFavorites' } }),
    ],
    [
      'a forged id',
      { ...body, talents: ['x'] },
      422,
      refusal('invalid_fields', { errors: { talents: 'invalid' } }),
    ],
    [
      'a talent the site does not know',
      { ...body, talents: [1001, 999_999] },
      422,
      refusal('invalid_fields', { errors: { talents: 'unknownTalent' } }),
    ],
    [
      'a talent in no category of the site',
      { ...body, talents: [1003] },
      422,
      refusal('invalid_fields', { errors: { talents: 'unknownTalent' } }),
    ],
    ['a form sent too fast', { ...body, [FILL_TIME_FIELD]: 300 }, 400, refusal('too_fast')],
    ['no fill time', { ...body, [FILL_TIME_FIELD]: undefined }, 400, refusal('too_fast')],
    ['a body that is not JSON', '{"name":', 400, refusal('invalid_request')],
    ['a JSON list', '[1,2]', 400, refusal('invalid_request')],
    ['an oversized body', { ...body, message: 'x'.repeat(MAX_BODY_BYTES) }, 400, refusal('invalid_request')],
  ])('answers %s with %i and does not forward it', async (_, payload, status, answer) => {
    const { handler, forward } = setup();
    const response = await handler(post(payload));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(answer);
    expect(forward).not.toHaveBeenCalled();
  });

  it('pretends success to a bot that filled the honeypot, without forwarding', async () => {
    const { handler, forward } = setup();
    const response = await handler(post({ ...body, [HONEYPOT_FIELD]: 'https://spam.example' }));
    expect(response.status).toBe(200);
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 502 panel_unavailable when the panel fails, never a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const failure of [
      new PanelError('http', 500, 'integration', '/api/entry/favorites/send'),
      new PanelError('timeout', 0, 'integration', '/api/entry/favorites/send'),
      new TypeError('fetch failed'),
    ]) {
      const { handler } = setup({ forward: vi.fn<Forward>(async () => Promise.reject(failure)) });
      const response = await handler(post(body));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(refusal('panel_unavailable'));
    }
  });

  it('limits the requests that reach the panel from each client address and says when to retry', async () => {
    const { handler, forward } = setup({ limits: formLimiters({ sends: 1 }) });
    // The address the server's client-address hook leaves in X-Forwarded-For.
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await handler(post(body, from('198.51.100.1')))).status).toBe(200);
    const limited = await handler(post(body, from('198.51.100.1')));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject(refusal('rate_limited'));
    // Another address still gets through.
    expect((await handler(post(body, from('198.51.100.2')))).status).toBe(200);
    expect(forward).toHaveBeenCalledTimes(2);
  });
});
