// GET /api/composite/[id] against the bundled local panel over real HTTP: the real zip, and every refusal.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GET as CompositeGet } from '@/app/api/composite/[id]/route';
import type { TalentProfile } from '@/lib/content/types';
import { talentSlug } from '@/lib/talents/slug';
import { pointSiteAt } from '../fixtures/local-panel-env';
import { startLocalPanel, type LocalPanel } from '@/local-panel/server';
import { refusal } from '../fixtures/api-refusal';

// Next's data cache and next-intl's request config only exist inside a Next server. Here the cache is a
// map by key that any tag revalidation empties, and translations come from the same message files
// lib/i18n/request.ts loads.
const dataCache = vi.hoisted(() => new Map<string, Promise<unknown>>());
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, keyParts: string[]) =>
    () => {
      const key = JSON.stringify(keyParts);
      if (!dataCache.has(key))
        dataCache.set(
          key,
          read().catch((error: unknown) => {
            dataCache.delete(key);
            throw error;
          }),
        );
      return dataCache.get(key) as Promise<T>;
    },
  revalidateTag: () => dataCache.clear(),
}));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

let panel: LocalPanel;
let dataDir: string;
let GET: typeof CompositeGet;
let getTalentProfile: (id: number) => Promise<TalentProfile>;

/** Every URL the server side fetched; and, when set, the zip URL the panel is made to answer with. */
const fetched: string[] = [];
let zipUrlFromPanel: string | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'composite-route-test-'));
  // A tenth-size media pool keeps the first start to a few seconds.
  panel = await startLocalPanel({ port: 0, dataDir, talents: 40, imageScale: 0.1 });

  // lib/panel reads its settings and captures fetch once, at import: both are set before it loads.
  pointSiteAt(panel);
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    fetched.push(url);
    if (zipUrlFromPanel && url.endsWith('/integration/api/download/zip')) {
      return Response.json({ data: { url: zipUrlFromPanel } });
    }
    return realFetch(input, init);
  });

  ({ GET } = await import('@/app/api/composite/[id]/route'));
  ({ getTalentProfile } = await import('@/lib/panel'));
}, 120_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await panel.close();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  dataCache.clear();
  await setPanelMode({ mode: 'ok' });
  zipUrlFromPanel = null;
  fetched.length = 0;
});

function setPanelMode(mode: { mode: 'ok' | 'error'; paths?: string[] }): Promise<Response> {
  return fetch(`${panel.url}/__control/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(mode),
  });
}

function get(id: string, query = '', client = '192.0.2.1'): Promise<Response> {
  return GET(
    new Request(`http://localhost/api/composite/${id}${query}`, { headers: { 'x-forwarded-for': client } }),
    { params: Promise.resolve({ id }) },
  );
}

const zipRequests = () => fetched.filter((url) => url.endsWith('/integration/api/download/zip')).length;

async function problemOf(response: Response): Promise<{ error: string; message: string }> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as { error: string; message: string };
}

/** A talent whose compo gallery is empty (the local panel gives one to about a quarter of them). */
async function talentWithoutCompo(): Promise<number> {
  for (let id = 1003; id < 1080; id += 2) {
    if ((await getTalentProfile(id)).galleries.compo.length === 0) return id;
  }
  throw new Error('the local panel has no talent without compo');
}

/** A talent other than `except` with compo images. */
async function talentWithCompo(except: number): Promise<number> {
  for (let id = 1003; id < 1080; id += 2) {
    if (id !== except && (await getTalentProfile(id)).galleries.compo.length > 0) return id;
  }
  throw new Error('the local panel has no other talent with compo');
}

describe('GET /api/composite/[id]', () => {
  it('streams the talent’s compo images as a zip named after the talent', async () => {
    const profile = await getTalentProfile(1001);
    const slug = talentSlug(profile.name);
    const response = await get('1001');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${slug}-composite.zip"`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0');
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(profile.galleries.compo.length).toBeGreaterThan(0);
    for (const [index] of profile.galleries.compo.entries()) {
      expect(zip.includes(`${slug}-composite-${index + 1}.jpg`)).toBe(true);
    }
  });

  it.each([
    ['abc', 400, 'invalid_id'],
    ['12a', 400, 'invalid_id'],
    ['-1001', 400, 'invalid_id'],
    ['12345678901', 400, 'invalid_id'],
    ['01001', 400, 'invalid_id'],
    ['1002', 404, 'talent_not_found'],
  ] as const)('answers %s with %i %s, in Portuguese by default', async (id, status, error) => {
    const response = await get(id);
    expect(response.status).toBe(status);
    expect(await problemOf(response)).toEqual(refusal(error));
  });

  it('answers 404 no_composite for a talent without compo, in the asked language', async () => {
    const response = await get(String(await talentWithoutCompo()), '?locale=en');
    expect(response.status).toBe(404);
    expect(await problemOf(response)).toEqual(refusal('no_composite', {}, 'en'));
  });

  it('answers 502 with a localized message when the panel fails, and logs the panel error', async () => {
    // A talent whose zip this process never had: no last good answer to fall back on.
    const id = await talentWithCompo(1001);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setPanelMode({ mode: 'error', paths: ['/integration/api/download/zip'] });

    const response = await get(String(id), '?locale=en');
    expect(response.status).toBe(502);
    expect(await problemOf(response)).toEqual(refusal('panel_unavailable', {}, 'en'));
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Panel integration /api/download/zip: http 500'),
    );
    log.mockRestore();
  });

  it.each([
    ['another host', 'http://attacker.example/storage/zips/1001.zip'],
    ['the panel host outside storage', '/__control/stats'],
    ['a path climbing out of storage', '/storage/../__control/stats'],
  ])('never fetches a zip URL on %s', async (_where, zipUrl) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    zipUrlFromPanel = zipUrl.startsWith('/') ? `${panel.url}${zipUrl}` : zipUrl;

    const response = await get('1001', '?locale=en');
    expect(response.status).toBe(502);
    expect((await problemOf(response)).error).toBe('panel_unavailable');
    expect(fetched.some((url) => url.includes('attacker.example') || url.includes('/__control/'))).toBe(
      false,
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('refused a URL outside the storage host'));
    log.mockRestore();
  });
  it('answers 502 when the storage host has no such zip', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    zipUrlFromPanel = `${panel.url}/storage/zips/missing.zip`;

    const response = await get('1001');
    expect(response.status).toBe(502);
    expect(await problemOf(response)).toEqual(refusal('panel_unavailable'));
    expect(log).toHaveBeenCalledWith(expect.stringContaining('storage answered 404'));
    log.mockRestore();
  });

  it('asks the panel for a talent’s zip once, and again only when its file is gone from storage', async () => {
    expect((await get('1001')).status).toBe(200);
    expect((await get('1001', '?locale=en')).status).toBe(200);
    expect(zipRequests()).toBe(1);

    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cachedUrl = [...dataCache.keys()].find((key) => key.includes('composite-zip'));
    expect(cachedUrl).toBeDefined();
    // The cached URL now points at a file storage no longer has: one fresh zip is asked for.
    dataCache.set(cachedUrl!, Promise.resolve(`${panel.url}/storage/zips/cleared.zip`));
    expect((await get('1001')).status).toBe(200);
    expect(zipRequests()).toBe(2);
    log.mockRestore();
  });

  it('limits one address to thirty downloads in ten minutes, with Retry-After', async () => {
    const id = String(await talentWithoutCompo());
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await get(id, '', '198.51.100.30')).status).toBe(404);
    }
    const limited = await get(id, '?locale=en', '198.51.100.30');
    expect(limited.status).toBe(429);
    const retryAfterSeconds = Number(limited.headers.get('retry-after'));
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(await problemOf(limited)).toEqual(refusal('rate_limited', { retryAfterSeconds }, 'en'));
    expect((await get(id, '', '198.51.100.31')).status).toBe(404);
  });
});
