import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { contactMessageSchema } from '@/features/contact/schema';
import { fieldErrorsFrom } from '@/lib/api/field-errors';
import { PanelError } from '@/lib/panel/errors';
import { FORM_ATTEMPTS, FORM_SENDS } from '@/lib/forms/rate-limit';
import { createReference } from '@/lib/forms/reference';
import { refusal } from '../fixtures/api-refusal';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const sendContactMessage = vi.hoisted(() =>
  vi.fn<(message: unknown) => Promise<unknown>>(async () => ({ success: true })),
);
vi.mock('@/lib/panel', () => ({ sendContactMessage }));

const body = {
  name: '  Rita Lopes ',
  email: 'rita@example.com',
  message: 'Hello! I would like to know when your next open casting is.',
  [HONEYPOT_FIELD]: '',
  [FILL_TIME_FIELD]: 9_000,
};

let address = 0;
function post(payload: unknown) {
  address += 1;
  return new Request('http://site.example/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://site.example',
      'x-forwarded-for': `198.51.100.${address}`,
    },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

beforeEach(() => sendContactMessage.mockClear());
afterEach(() => vi.restoreAllMocks());

describe('contact message schema', () => {
  const errorsOf = (fields: Record<string, unknown>) => {
    const result = contactMessageSchema.safeParse(fields);
    return result.success ? {} : fieldErrorsFrom(result.error);
  };

  it('requires all three fields and a valid email', () => {
    expect(errorsOf({})).toEqual({ name: 'required', email: 'required', message: 'required' });
    expect(errorsOf({ ...body, email: 'rita@' })).toEqual({ email: 'email' });
    expect(errorsOf({ ...body, message: '   ' })).toEqual({ message: 'required' });
    expect(errorsOf({ ...body, message: 'x'.repeat(5_001) })).toEqual({ message: 'tooLong' });
  });
});

describe('POST /api/contact', () => {
  it('forwards exactly name, email and message to the panel’s contact call, with a receipt reference', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(post(body));
    expect(response.status).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^C-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Rita Lopes',
      email: 'rita@example.com',
      message: body.message,
      reference,
    });
  });

  it('forwards the browser’s reference, the same on a resend, and refuses an edited message under it', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const reference = createReference('contact');
    const send = (message: string) => POST(post({ ...body, message, reference, locale: 'en' }));

    expect(await (await send(body.message)).json()).toEqual({ ok: true, reference });
    expect(await (await send(body.message)).json()).toEqual({ ok: true, reference });
    const edited = await send('Hello! Is the casting on Saturday?');
    expect(edited.status).toBe(409);
    expect(await edited.json()).toEqual(refusal('reference_reused', {}, 'en'));
    // The panel stores a key once: the resend reaches it under the same key, the edit never.
    expect(sendContactMessage.mock.calls.map(([message]) => message)).toEqual([
      expect.objectContaining({ message: body.message, reference }),
      expect.objectContaining({ message: body.message, reference }),
    ]);
  });

  it('makes its own reference for one of another form’s shape', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(post({ ...body, reference: createReference('be-a-model') }));
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^C-/);
  });

  it('sends the name as one line, the message with its line breaks but no other controls', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(
      post({
        ...body,
        name: 'Rita\r\nBcc: x@example.com <b>',
        message: '=1+1\r\nSecond line\u0000 with\u202E reversed\rThird\u2029Fourth',
      }),
    );
    expect(response.status).toBe(200);
    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Rita Bcc: x@example.com <b>',
      email: 'rita@example.com',
      // A leading = and HTML are the panel's to escape (docs/forms-and-uploads.md).
      message: '=1+1\nSecond line  with reversed\nThird\nFourth',
      reference: expect.stringMatching(/^C-/),
    });
  });

  it.each([
    [
      'a missing message',
      { ...body, message: '' },
      422,
      refusal('invalid_fields', { errors: { message: 'required' } }),
    ],
    [
      'a bad email',
      { ...body, email: 'rita' },
      422,
      refusal('invalid_fields', { errors: { email: 'email' } }),
    ],
    ['a form sent too fast', { ...body, [FILL_TIME_FIELD]: 500 }, 400, refusal('too_fast')],
    ['a body that is not JSON', 'name=Rita', 400, refusal('invalid_request')],
    ['an oversized body', { ...body, message: 'x'.repeat(70_000) }, 400, refusal('invalid_request')],
  ])('answers %s with %i and forwards nothing', async (_, payload, status, answer) => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(post(payload));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(answer);
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it.each([
    [
      'another site’s text/plain form',
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      403,
      'cross_site',
    ],
    [
      'a fetch a browser marks cross-site',
      { 'sec-fetch-site': 'cross-site', origin: 'http://site.example', 'content-type': 'application/json' },
      403,
      'cross_site',
    ],
    ['a post with no origin at all', { 'content-type': 'application/json' }, 403, 'cross_site'],
    [
      'an opaque origin (a sandboxed frame)',
      { origin: 'null', 'content-type': 'application/json' },
      403,
      'cross_site',
    ],
    [
      'the site’s own origin sending text/plain',
      { origin: 'http://site.example', 'content-type': 'text/plain' },
      415,
      'not_json',
    ],
  ] as const)('refuses %s with %i and forwards nothing', async (_, headers, status, error) => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(
      new Request('http://site.example/api/contact', {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': '198.51.100.200' },
        body: JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(refusal(error));
    expect(sendContactMessage).not.toHaveBeenCalled();
  });

  it('takes a post from the public address a proxy forwarded', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const response = await POST(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          origin: 'https://agency.example',
          'x-forwarded-host': 'agency.example',
          'x-forwarded-for': '198.51.100.201',
        },
        body: JSON.stringify(body),
      }),
    );
    expect(response.status).toBe(200);
  });

  it('pretends success to a bot, and answers 502 when the panel fails', async () => {
    const { POST } = await import('@/app/api/contact/route');
    expect((await POST(post({ ...body, [HONEYPOT_FIELD]: 'spam' }))).status).toBe(200);
    expect(sendContactMessage).not.toHaveBeenCalled();

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendContactMessage.mockRejectedValueOnce(new PanelError('http', 500, 'panel', '/api/contact/pt'));
    const failed = await POST(post(body));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual(refusal('panel_unavailable'));
  });

  const from = (address: string, message: object = body) =>
    new Request('http://site.example/api/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': address,
      },
      body: JSON.stringify(message),
    });

  it('counts the messages that reach the agency per address: an office’s typos use none up', async () => {
    const { POST } = await import('@/app/api/contact/route');
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (let typo = 0; typo < 10; typo += 1)
      count((await POST(from('203.0.113.77', { ...body, email: 'x@' }))).status);
    for (let sent = 0; sent < FORM_SENDS.limit; sent += 1) count((await POST(from('203.0.113.77'))).status);
    expect(Object.fromEntries(statuses)).toEqual({ 422: 10, 200: FORM_SENDS.limit });
    expect(sendContactMessage).toHaveBeenCalledTimes(FORM_SENDS.limit);

    const refused = await POST(from('203.0.113.77'));
    expect(refused.status).toBe(429);
    // The sends' window: an hour at most.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(FORM_SENDS.windowMs / 1000 - 60);
    expect(sendContactMessage).toHaveBeenCalledTimes(FORM_SENDS.limit);
  });

  it('stops a flood of posts from one address, refused ones included', async () => {
    const { POST } = await import('@/app/api/contact/route');
    for (let attempt = 0; attempt < FORM_ATTEMPTS.limit; attempt += 1) {
      expect((await POST(from('203.0.113.78', { ...body, email: 'x@' }))).status).toBe(422);
    }
    const refused = await POST(from('203.0.113.78'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(FORM_ATTEMPTS.windowMs / 1000);
    expect(sendContactMessage).not.toHaveBeenCalled();
    // Another address is still welcome.
    expect((await POST(from('203.0.113.79'))).status).toBe(200);
  });

  it('does not count a message the panel did not take as sent', async () => {
    const { POST } = await import('@/app/api/contact/route');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sendContactMessage.mockRejectedValue(new PanelError('http', 500, 'panel', '/api/contact/pt'));
    for (let attempt = 0; attempt < FORM_SENDS.limit; attempt += 1) {
      expect((await POST(from('203.0.113.80'))).status).toBe(502);
    }
    sendContactMessage.mockResolvedValue({ success: true });
    expect((await POST(from('203.0.113.80'))).status).toBe(200);
  });
});
