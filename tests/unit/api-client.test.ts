import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, apiJson } from '@/lib/api/client';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { problemOf } from '@/components/forms/send-problem';
import { postForm } from '@/lib/forms/client';
import { refusal } from '../fixtures/api-refusal';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

afterEach(() => vi.unstubAllGlobals());

/** The browser's fetch answering `response` (or failing as fetch does with no answer). */
function answer(response: Response | TypeError) {
  const fetch = vi.fn(async () => {
    if (response instanceof TypeError) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** What apiFetch throws for the answer, or null when it does not. */
async function failureOf(url = '/api/x', init?: RequestInit): Promise<unknown> {
  return apiFetch(url, init).then(
    () => null,
    (failure: unknown) => failure,
  );
}

describe('the browser’s API client', () => {
  it('reads a refusal back into the ApiError the route threw, with the route’s message', async () => {
    const route = apiRoute({
      name: 'test',
      run: async () => {
        throw new ApiError('rate_limited', { retryAfterSeconds: 90 });
      },
    });
    answer(await route(new Request('http://site.example/api/test?locale=en')));
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      code: 'rate_limited',
      retryAfterSeconds: 90,
      message: refusal('rate_limited', {}, 'en').message,
    });
  });

  it.each([
    [
      'field errors, keeping only the keys the forms know',
      Response.json(
        { error: 'invalid_fields', message: 'Check', errors: { email: 'email', name: 'forged' } },
        { status: 422 },
      ),
      { code: 'invalid_fields', errors: { email: 'email' }, message: 'Check' },
    ],
    [
      'a proxy’s own page refusing a large upload',
      new Response('<html>413</html>', { status: 413 }),
      { code: 'too_large', errors: {} },
    ],
    [
      'the time to wait from Retry-After',
      Response.json({ error: 'busy', message: 'Busy' }, { status: 503, headers: { 'Retry-After': '5' } }),
      { code: 'busy', retryAfterSeconds: 5 },
    ],
  ])('decodes %s', async (_, response, decoded) => {
    answer(response);
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject(decoded);
  });

  it.each([
    ['an answer the API does not give', new Response('<html>crash</html>', { status: 500 }), 'unexpected'],
    ['an unknown code', Response.json({ error: 'teapot' }, { status: 418 }), 'unexpected'],
    ['no answer at all', new TypeError('Failed to fetch'), 'network'],
  ] as const)('throws ApiNoAnswer for %s', async (_, response, reason) => {
    answer(response);
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ApiNoAnswer);
    expect(failure).toMatchObject({ reason });
  });

  it('keeps an abort as fetch gives it, so a cancelled query stays cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(abort)),
    );
    expect(await failureOf('/api/x', { signal: controller.signal })).toBe(abort);
  });

  it('answers a success’s JSON', async () => {
    answer(Response.json({ talents: [] }));
    await expect(apiJson('/api/x')).resolves.toEqual({ talents: [] });
  });
});

describe('a form’s send', () => {
  it('answers the receipt on success and posts JSON as JSON', async () => {
    const fetch = answer(Response.json({ ok: true, reference: 'A-260315-7K3QX9' }));
    await expect(postForm('/api/contact', { name: 'Rita' })).resolves.toBe('A-260315-7K3QX9');
    expect(fetch).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"name":"Rita"}',
    });
  });

  it.each([
    [
      Response.json({ error: 'rate_limited', message: '' }, { status: 429 }),
      { key: 'rateLimited', minutes: 1 },
    ],
    [
      Response.json({ error: 'rate_limited', message: '', retryAfterSeconds: 600 }, { status: 429 }),
      { key: 'rateLimited', minutes: 10 },
    ],
    [
      Response.json({ error: 'panel_unavailable', message: '' }, { status: 502 }),
      { key: 'panelUnavailable' },
    ],
    [
      Response.json({ error: 'invalid_fields', message: '', errors: {} }, { status: 422 }),
      { key: 'unexpected' },
    ],
    [Response.json({ error: 'cross_site', message: '' }, { status: 403 }), { key: 'unexpected' }],
    [new Response('<html>413</html>', { status: 413 }), { key: 'tooLarge' }],
    [new TypeError('Failed to fetch'), { key: 'network' }],
  ])('tells the visitor why a send failed: %#', async (response, problem) => {
    answer(response);
    const failure = await postForm('/api/contact', {}).catch((error: unknown) => error);
    expect(problemOf(failure as ApiError | ApiNoAnswer, 0)).toEqual(problem);
  });
});
