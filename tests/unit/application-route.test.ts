import { describe, expect, it, vi } from 'vitest';
import { refusal } from '../fixtures/api-refusal';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const sendEntry = vi.hoisted(() =>
  vi.fn<(entry: string, form: FormData) => Promise<unknown>>(async () => ({ success: true })),
);
const getOptions = vi.hoisted(() =>
  vi.fn(async () => ({
    countries: [{ id: 177, value: 'Portugal', iso: 'PT' }],
    languages: [],
    ethnicities: [],
    states: [{ id: 17701, value: 'Lisboa' }],
    cities: [],
  })),
);
const getTalentAttributes = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('@/lib/panel', () => ({ sendEntry, getOptions, getTalentAttributes }));

describe('route wiring', () => {
  it('POST /api/be-a-model refuses another site’s form with 403 and never reaches the panel', async () => {
    const { POST } = await import('@/app/api/be-a-model/route');
    const response = await POST(
      new Request('http://site.example/api/be-a-model', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' },
        body: '--x\r\nContent-Disposition: form-data; name="realname"\r\n\r\nInês\r\n--x--',
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(refusal('cross_site'));
    expect(sendEntry).not.toHaveBeenCalled();
  });

  it('POST /api/be-a-model answers a malformed post with 400 and never reaches the panel', async () => {
    const { POST } = await import('@/app/api/be-a-model/route');
    const response = await POST(
      new Request('http://site.example/api/be-a-model', {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          origin: 'http://site.example',
          'x-forwarded-for': '192.0.2.10',
        },
        body: '--x\r\nContent-Disposition: form-data; name="realname"\r\n\r\nInês',
      }),
    );
    expect(response.status).toBe(400);
    expect(sendEntry).not.toHaveBeenCalled();
  });

  it('GET /api/options asks the panel for the regions of a country', async () => {
    const { GET } = await import('@/app/api/options/route');
    const response = await GET(new Request('http://site.example/api/options?language=pt&states=177'));
    expect(await response.json()).toEqual({ states: [{ id: 17701, value: 'Lisboa' }] });
    expect(getOptions).toHaveBeenCalledWith(expect.objectContaining({ language: 'pt', states: 177 }));
  });
});
