// The bundled local panel, exercised over real HTTP: auth, catalogue, profiles with real image sizes,
// zips, stored submissions, failure modes, posts and the home's video.

import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
} from '@/local-panel/credentials';
import { renderPictureJpeg } from '@/local-panel/media/pictures';
import { buildMediaPool } from '@/local-panel/media/pool';
import { startLocalPanel, type LocalPanel } from '@/local-panel/server';
import { IMAGE_QUALITY } from '@/lib/ui/image-widths';
import { probe } from '../fixtures/videos';

const TALENTS = 60;

let panel: LocalPanel;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-panel-test-'));
  // A tenth-size media pool keeps the first start to a few seconds.
  panel = await startLocalPanel({ port: 0, dataDir, talents: TALENTS, imageScale: 0.1 });
}, 120_000);

afterAll(async () => {
  await panel.close();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(async () => {
  await control('/mode', { mode: 'ok' });
});

// ---------------------------------------------------------------- helpers

type Json = Record<string, unknown>;

async function control(subPath: string, body?: unknown): Promise<Response> {
  return fetch(`${panel.url}/__control${subPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function integrationToken(): Promise<string> {
  const response = await fetch(`${panel.url}/integration/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_key: LOCAL_PANEL_INTEGRATION_API_KEY }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Json;
  return String(body.access_token);
}

async function panelToken(): Promise<string> {
  const response = await fetch(`${panel.url}/panel/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_token: LOCAL_PANEL_PANEL_API_TOKEN }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Json;
  return String(body.token);
}

async function call(
  base: 'integration' | 'panel',
  pathAndQuery: string,
  init: RequestInit = {},
  token?: string,
): Promise<Response> {
  const bearer = token ?? (base === 'integration' ? await integrationToken() : await panelToken());
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${bearer}`);
  return fetch(`${panel.url}/${base}${pathAndQuery}`, { ...init, headers });
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

interface IdName {
  id: number;
  name: string;
}
interface Item {
  id: number;
  file: string;
  width: number;
  height: number;
}
interface Talent {
  id: number;
  name: string;
  cover: string;
  cover_web: string;
  gender: string;
  birthdate: string;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  hair: string | null;
  eyes: string | null;
  website_categories: IdName[];
  categories: IdName[];
}
interface Profile extends Talent {
  albums: { id: number; name: string; items: Item[] }[];
  snap: Item[];
  compo: Item[];
  doc: Item[];
  video: { id: number; provider: string; file: string; preview: string }[];
}
interface Page<T> {
  data: { current_page: number; data: T[]; per_page: number; total: number; last_page: number };
}

async function allTalents(): Promise<Talent[]> {
  const response = await call(
    'integration',
    '/api/talents?language=pt&paginate=100000&cover_web=1&website_categories=1',
    { method: 'POST' },
  );
  return (await json<Page<Talent>>(response)).data.data;
}

async function profileOf(id: number): Promise<Profile> {
  const response = await call(
    'integration',
    `/api/talent/profile?language=pt&id=${id}&cover2=1&albums=${encodeURIComponent('[19,21]')}`,
  );
  expect(response.status).toBe(200);
  return (await json<{ data: Profile }>(response)).data;
}

async function storageBytes(storagePath: string): Promise<Buffer> {
  const response = await fetch(`${panel.url}/storage/${storagePath}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Minimal zip reader (stored entries only, which is what the panel writes). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    expect(method).toBe(0);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    entries.set(name, zip.subarray(dataStart, dataStart + size));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

// ---------------------------------------------------------------- auth

describe('auth', () => {
  it('issues tokens on both bases and refuses wrong credentials', async () => {
    const signIn = await fetch(`${panel.url}/integration/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_key: LOCAL_PANEL_INTEGRATION_API_KEY }),
    });
    expect(await signIn.json()).toMatchObject({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });

    const wrong = await fetch(`${panel.url}/integration/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_key: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid credentials.' });

    const wrongLogin = await fetch(`${panel.url}/panel/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: 'other', api_token: LOCAL_PANEL_PANEL_API_TOKEN }),
    });
    expect(wrongLogin.status).toBe(401);
    expect(await panelToken()).toMatch(/\S{20,}/);
  });

  it('answers 401 without a token, with the other base’s token and after revocation', async () => {
    const missing = await fetch(`${panel.url}/panel/api/website-texts`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'Unauthenticated.' });

    const integration = await integrationToken();
    const panelBearer = await panelToken();
    expect((await call('panel', '/api/website-texts', {}, integration)).status).toBe(401);
    expect((await call('integration', '/api/talents/attributes', {}, panelBearer)).status).toBe(401);
    expect((await call('integration', '/api/talents/attributes', {}, integration)).status).toBe(200);

    const revoked = await control('/revoke-tokens', {});
    expect(await revoked.json()).toMatchObject({ revoked: expect.any(Number) });
    expect((await call('integration', '/api/talents/attributes', {}, integration)).status).toBe(401);
    expect((await call('panel', '/api/website-texts', {}, panelBearer)).status).toBe(401);
    expect((await call('panel', '/api/website-texts')).status).toBe(200);
  });
});

// ---------------------------------------------------------------- catalogue

describe('talents', () => {
  it('lists every talent with the documented shape', async () => {
    const talents = await allTalents();
    expect(talents).toHaveLength(TALENTS);
    const first = talents[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      cover: expect.stringMatching(/^talents\/p-\d{3}\.jpg$/),
      cover_web: expect.stringMatching(/^talents\/p-\d{3}\.jpg$/),
      gender: expect.stringMatching(/^(woman|man|undefined)$/),
      birthdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      height: expect.stringMatching(/^\d+\/\d'\d+"$/),
      bust: expect.stringMatching(/^\d+\/\d+$/),
      waist: expect.stringMatching(/^\d+\/\d+$/),
      hips: expect.stringMatching(/^\d+\/\d+$/),
      shoes: expect.stringMatching(/^\d+(\.5)?\/\d+(\.5)?$/),
    });
    for (const key of [
      'chest',
      'jeans',
      'suit',
      'shirt',
      'hair',
      'eyes',
      'hair_type',
      'hair_length',
      'city',
      'tiktok',
      'instagram',
      'linkedin',
      'models_com',
      'biography',
    ]) {
      expect(first).toHaveProperty(key);
    }
  });

  it('covers every category and subcategory, all genders, double memberships and minors', async () => {
    const talents = await allTalents();
    const ids = (talent: Talent): number[] => talent.website_categories.map((category) => category.id);
    for (const id of [17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]) {
      expect(
        talents.some((talent) => ids(talent).includes(id)),
        `category ${id}`,
      ).toBe(true);
    }
    for (const main of [17, 23, 26, 28, 29]) {
      const genders = new Set(
        talents.filter((talent) => ids(talent).includes(main)).map((talent) => talent.gender),
      );
      expect([...genders].sort(), `genders of ${main}`).toEqual(['man', 'undefined', 'woman']);
    }
    const mains = (talent: Talent): number[] => ids(talent).filter((id) => [17, 23, 26, 28, 29].includes(id));
    expect(talents.some((talent) => mains(talent).length === 2)).toBe(true);
    expect(talents.some((talent) => ids(talent).length === 1)).toBe(true);
    const minors = talents.filter(
      (talent) => Date.parse('2026-11-01') - Date.parse(talent.birthdate) < 18 * 365.25 * 86_400_000,
    );
    expect(minors.length).toBeGreaterThan(0);
    const hairLabels = new Set(talents.map((talent) => talent.hair));
    expect(hairLabels.has('Castanho Escuro') || hairLabels.has('Castanho') || hairLabels.has('Preto')).toBe(
      true,
    );
  });

  it('honours paginate and page', async () => {
    const response = await call('integration', '/api/talents?paginate=25&page=3', { method: 'POST' });
    const page = await json<Page<Talent>>(response);
    expect(page.data).toMatchObject({ current_page: 3, per_page: 25, total: TALENTS, last_page: 3 });
    expect(page.data.data).toHaveLength(10);
  });

  it('serves profiles whose gallery sizes are the real pixel sizes of the files', async () => {
    const talents = await allTalents();
    const first = talents[0];
    if (!first) throw new Error('no talents');
    const profile = await profileOf(first.id);
    expect(profile.albums.map((album) => [album.id, album.name])).toEqual([
      [19, 'book'],
      [21, 'shows'],
    ]);
    const items = [
      ...profile.albums.flatMap((album) => album.items),
      ...profile.snap,
      ...profile.compo,
      ...profile.doc,
    ];
    expect(items.length).toBeGreaterThan(10);
    for (const item of items.slice(0, 12)) {
      const metadata = await sharp(await storageBytes(item.file)).metadata();
      expect([metadata.format, metadata.width, metadata.height], item.file).toEqual([
        'jpeg',
        item.width,
        item.height,
      ]);
    }
    expect(profile.video.length).toBeGreaterThan(0);
    for (const video of profile.video) {
      expect(video.file).toMatch(video.provider === 'youtube' ? /^[\w-]{11}$/ : /^\d+\/[0-9a-f]{10}$/);
      const preview = await sharp(await storageBytes(video.preview)).metadata();
      expect(Math.round(((preview.width ?? 0) / (preview.height ?? 1)) * 9)).toBe(16);
    }

    const actor = talents.find((talent) => talent.website_categories.some((category) => category.id === 26));
    if (!actor) throw new Error('no actor');
    const actorProfile = await profileOf(actor.id);
    expect(actorProfile.doc.length).toBeGreaterThanOrEqual(3);
    expect(actorProfile.doc[0]?.file).toMatch(/^docs\/cv-\d{3}\.jpg$/);

    // Some talents hide tabs: at least one gallery is empty somewhere in the catalogue.
    const second = await profileOf(talents[1]?.id ?? 0);
    expect(second.snap.length === 0 || second.video.length === 0).toBe(true);
  });

  it('draws the same picture for the same path at every start', async () => {
    const [cover] = buildMediaPool(0.1).portraits;
    if (!cover) throw new Error('no portraits');
    expect((await renderPictureJpeg(cover, 'light')).equals(await storageBytes(cover.path))).toBe(true);
  });

  it('draws photo-weight pictures in photo mode, before and after the site’s optimizer', async () => {
    const [cover] = buildMediaPool(1, 'photo').portraits;
    if (!cover) throw new Error('no portraits');
    const jpeg = await renderPictureJpeg(cover, 'photo');
    expect([cover.width, cover.height]).toEqual([1200, 1800]);
    // A fashion photograph of that size as a JPEG at quality 80.
    expect(jpeg.length).toBeGreaterThan(150 * 1024);
    expect(jpeg.length).toBeLessThan(300 * 1024);
    expect((await renderPictureJpeg(cover, 'photo')).equals(jpeg)).toBe(true);
    // What /_next/image makes of it (next.config.ts: WebP at the site's quality, resized to the width).
    for (const width of [640, 1080]) {
      const { data, info } = await sharp(jpeg)
        .resize(width)
        .webp({ quality: IMAGE_QUALITY })
        .toBuffer({ resolveWithObject: true });
      expect((data.length * 8) / (info.width * info.height), `${width} px`).toBeGreaterThan(0.5);
    }
  }, 30_000);

  it('keeps photo pictures at addresses of their own, beside the light ones', async () => {
    const logged: string[] = [];
    const log = (line: string): void => void logged.push(line);
    const photoPanel = await startLocalPanel({
      port: 0,
      dataDir,
      talents: 5,
      imageScale: 0.1,
      pictures: 'photo',
      log,
    });
    try {
      const health = await json<Json>(await fetch(`${photoPanel.url}/__control/health`));
      expect(health.pictures).toBe('photo');
      const [cover] = buildMediaPool(0.1, 'photo').portraits;
      const response = await fetch(`${photoPanel.url}/storage/${cover?.path ?? ''}`);
      expect([cover?.path, response.status]).toEqual(['photo/talents/p-001.jpg', 200]);
      const photo = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', cover?.width, cover?.height]);
    } finally {
      await photoPanel.close();
    }
    expect(logged.join('\n')).toMatch(/generating \d+ demo media files \(photo pictures\)/);
    // Switching back redraws nothing: the light pool is still there, and so is the photo one.
    for (const pictures of ['light', 'photo'] as const) {
      logged.length = 0;
      const again = await startLocalPanel({ port: 0, dataDir, talents: 5, imageScale: 0.1, pictures, log });
      await again.close();
      expect(logged, pictures).toEqual([]);
    }
  }, 60_000);

  it('answers 404 for an unknown profile', async () => {
    const response = await call('integration', '/api/talent/profile?language=pt&id=999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Talent not found.' });
  });

  it('builds a real zip of chosen compo images', async () => {
    const talents = await allTalents();
    const profile = await profileOf(talents[0]?.id ?? 0);
    const chosen = profile.compo.slice(0, 3);
    const response = await call('integration', '/api/download/zip', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id_talent: profile.id, media: 'compo', items: chosen.map((item) => item.id) }),
    });
    expect(response.status).toBe(200);
    const { data } = await json<{ data: { url: string } }>(response);
    expect(data.url).toMatch(new RegExp(`^${panel.url}/storage/zips/${profile.id}-[0-9a-f]+\\.zip$`));
    const download = await fetch(data.url);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/-composite\.zip"$/);
    const entries = readZip(Buffer.from(await download.arrayBuffer()));
    expect(entries.size).toBe(3);
    const contents = [...entries.values()];
    for (const [index, item] of chosen.entries()) {
      expect(contents[index]?.equals(await storageBytes(item.file))).toBe(true);
    }

    const notInCompo = await call('integration', '/api/download/zip', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id_talent: profile.id, media: 'compo', items: [1] }),
    });
    expect(notInCompo.status).toBe(422);
  });

  it('serves attributes and options', async () => {
    const attributes = await json<{ data: Record<string, { id?: number; label: string; value: string }[]> }>(
      await call('integration', '/api/talents/attributes'),
    );
    expect(attributes.data.hair).toHaveLength(25);
    expect(attributes.data.eyes).toHaveLength(17);
    expect(attributes.data.skin?.map((entry) => entry.id)).toEqual([
      1160, 1161, 1162, 1163, 1164, 1165, 1166,
    ]);
    expect(attributes.data.height).toContainEqual({ value: '170/5\'7"', label: '170 cm' });

    const cities = encodeURIComponent(JSON.stringify({ country: 177, state: 17701 }));
    const options = await json<{ data: Record<string, { id: number; value: string; iso?: string }[]> }>(
      await call(
        'integration',
        `/api/options?language=pt&countries=1&languages=1&states=177&ethnicities=pt&cities=${cities}`,
      ),
    );
    expect(options.data.countries).toContainEqual({ id: 177, value: 'Portugal', iso: 'PT' });
    expect(options.data.states?.some((state) => state.value === 'Lisboa')).toBe(true);
    expect(options.data.cities?.map((city) => city.value)).toContain('Sintra');
    expect(options.data.ethnicities?.length).toBeGreaterThanOrEqual(10);
    expect(
      options.data.languages?.some((language) => language.iso === 'pt' && language.value === 'Português'),
    ).toBe(true);
  });
});

// ---------------------------------------------------------------- submissions

describe('submissions', () => {
  it('stores a multipart getScouted entry durably, files included', async () => {
    const photo = await storageBytes('forms/close_up-mobile.jpg');
    const form = new FormData();
    form.set('realname', 'Inês Conceição');
    form.set('birthdate', '2008-04-02');
    form.set('email', 'ines@example.com');
    form.set('languages', JSON.stringify([{ id: 1, lang: 'pt', level: 'fluent' }]));
    for (const slot of [1, 2, 3, 4])
      form.set(
        `image_${slot}`,
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `photo-${slot}.jpg`,
      );
    const response = await call('integration', '/api/entry/getScouted/send', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const { id } = await json<{ success: boolean; id: string }>(response);

    const listed = await json<{
      data: {
        id: string;
        kind: string;
        fields: Json;
        files: { field: string; size: number; path: string }[];
      }[];
    }>(await control('/submissions'));
    const stored = listed.data[0];
    expect(stored).toMatchObject({
      id,
      kind: 'entry:getScouted',
      fields: { realname: 'Inês Conceição', birthdate: '2008-04-02' },
    });
    expect(stored?.files.map((file) => file.field)).toEqual(['image_1', 'image_2', 'image_3', 'image_4']);
    const file = await fetch(`${panel.url}${stored?.files[2]?.path ?? ''}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);
    expect(existsSync(path.join(dataDir, 'submissions', id, 'submission.json'))).toBe(true);
    const onDisk = JSON.parse(
      await readFile(path.join(dataDir, 'submissions', id, 'submission.json'), 'utf8'),
    ) as Json;
    expect(onDisk.id).toBe(id);

    // A second panel on the same data dir still has it.
    const again = await startLocalPanel({ port: 0, dataDir, talents: 5, imageScale: 0.1 });
    try {
      const relisted = await json<{ data: { id: string }[] }>(
        await fetch(`${again.url}/__control/submissions`),
      );
      expect(relisted.data.some((submission) => submission.id === id)).toBe(true);
    } finally {
      await again.close();
    }
  });

  it('stores favorites and contact forms, refuses unknown entries and too many files', async () => {
    const favorites = new FormData();
    favorites.set('name', 'Estúdio Norte');
    favorites.set('models', JSON.stringify([{ id: 1001, name: 'Someone' }]));
    expect(
      (await call('integration', '/api/entry/favorites/send', { method: 'POST', body: favorites })).status,
    ).toBe(200);
    expect(
      (await call('integration', '/api/entry/nope/send', { method: 'POST', body: favorites })).status,
    ).toBe(404);

    const contact = await call('panel', '/api/contact/pt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Olá!' }),
    });
    expect(await contact.json()).toMatchObject({ success: true, id: expect.any(String) });
    const listed = await json<{ data: { kind: string }[] }>(await control('/submissions'));
    expect(listed.data.slice(0, 2).map((submission) => submission.kind)).toEqual([
      'contact',
      'entry:favorites',
    ]);

    const tooMany = new FormData();
    for (let index = 0; index < 13; index += 1) tooMany.append('file', new Blob(['x']), `f${index}.txt`);
    expect(
      (await call('integration', '/api/entry/getScouted/send', { method: 'POST', body: tooMany })).status,
    ).toBe(413);
  });
});

// ---------------------------------------------------------------- control

describe('control modes', () => {
  it('fails with 500 on the chosen paths only', async () => {
    await control('/mode', { mode: 'error', paths: ['/panel/api/website-texts'] });
    const failing = await call('panel', '/api/website-texts');
    expect(failing.status).toBe(500);
    expect(await failing.json()).toEqual({ message: 'Server Error' });
    expect((await call('panel', '/api/customizations')).status).toBe(200);
    expect((await fetch(`${panel.url}/storage/talents/p-001.jpg`, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers a wrong shape when malformed', async () => {
    await control('/mode', { mode: 'malformed', paths: ['/panel/api/slides'] });
    const response = await call('panel', '/api/slides/slides');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: 'malformed' });
  });

  it('drops the connection when down', async () => {
    const token = await integrationToken();
    await control('/mode', { mode: 'down' });
    await expect(call('integration', '/api/talents/attributes', {}, token)).rejects.toThrow();
  });

  it('hangs until the client gives up, and resumes when the mode changes', async () => {
    const token = await panelToken();
    await control('/mode', { mode: 'hang' });
    await expect(
      call('panel', '/api/customizations', { signal: AbortSignal.timeout(300) }, token),
    ).rejects.toThrow(/abort|timeout/i);

    const pending = call('panel', '/api/customizations', {}, token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const mode = await json<{ hanging: number }>(await control('/mode'));
    expect(mode.hanging).toBeGreaterThanOrEqual(1);
    await control('/mode', { mode: 'ok' });
    expect((await pending).status).toBe(200);
  });

  it('counts requests per method and path', async () => {
    await control('/stats/reset', {});
    const token = await panelToken();
    await call('panel', '/api/website-texts', {}, token);
    await call('panel', '/api/website-texts?x=1', {}, token);
    const stats = await json<{ requests: Record<string, number> }>(await control('/stats'));
    expect(stats.requests).toEqual({ 'POST /panel/api/login': 1, 'GET /panel/api/website-texts': 2 });
  });
});

// ---------------------------------------------------------------- panel content

describe('panel content', () => {
  it('pages posts newest first and finds a post by a translation’s slug', async () => {
    const first = await json<Page<{ slug: string; created_at: string; content: string }>>(
      await call('panel', '/api/posts/blog/pt?paginate=10&page=1'),
    );
    expect(first.data.data).toHaveLength(10);
    expect(first.data.total).toBeGreaterThanOrEqual(14);
    const dates = first.data.data.map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await json<Page<{ slug: string; created_at: string; content: string }>>(
      await call('panel', '/api/posts/blog/pt?paginate=10&page=2'),
    );
    expect(second.data.current_page).toBe(2);
    expect(second.data.data.length).toBe(first.data.total - 10);

    const byTranslation = await json<{
      data: { slug: string; language: string; batchItems: { slug: string; language: string }[] };
    }>(await call('panel', '/api/posts/blog/pt/our-casting-in-lisbon'));
    expect(byTranslation.data).toMatchObject({
      slug: 'o-nosso-casting-em-lisboa',
      language: 'pt',
      batchItems: [{ slug: 'our-casting-in-lisbon', language: 'en' }],
    });
    const missing = await call('panel', '/api/posts/blog/pt/no-such-post');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Post not found.' });
    const all = [...first.data.data, ...second.data.data];
    expect(all.some((post) => post.content.includes('<script>') && post.content.includes('onclick='))).toBe(
      true,
    );
  });

  it('serves slides (with a playable WebM), texts, entities and social links', async () => {
    const slides = await json<{ data: { image_desktop: string; image_mobile: string }[] }>(
      await call('panel', '/api/slides/slides'),
    );
    const video = slides.data.find((slide) => slide.image_desktop.endsWith('.webm'));
    expect(video?.image_mobile.endsWith('.webm')).toBe(true);
    for (const [file, width, height] of [
      [video?.image_desktop, 1280, 720],
      [video?.image_mobile, 720, 1280],
    ] as const) {
      const clip = await probe(await storageBytes(file ?? ''));
      expect(clip.format.format_name).toContain('webm');
      expect(Number(clip.format.duration)).toBeCloseTo(4, 1);
      expect(clip.streams).toEqual([expect.objectContaining({ codec_type: 'video', width, height })]);
    }

    // The home's pictures are light (its white bars are tested over the first), the menu's dark.
    const brightness = async (file: string) => {
      const { channels } = await sharp(await storageBytes(file)).stats();
      return channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
    };
    const pictures = slides.data.filter((slide) => slide !== video);
    expect(pictures).toHaveLength(4);
    for (const slide of pictures) {
      expect(await brightness(slide.image_desktop), slide.image_desktop).toBeGreaterThan(140);
      expect(await brightness(slide.image_mobile), slide.image_mobile).toBeGreaterThan(140);
    }
    const menu = await json<{ data: { image_desktop: string; image_mobile: string }[] }>(
      await call('panel', '/api/entities/slidesmenu'),
    );
    for (const slide of menu.data) {
      expect(await brightness(slide.image_desktop), slide.image_desktop).toBeLessThan(110);
      expect(await brightness(slide.image_mobile), slide.image_mobile).toBeLessThan(110);
    }

    const about = await json<{ data: { description: string }[] }>(
      await call('panel', '/api/slides/slidesabout'),
    );
    expect(new Set(about.data.map((slide) => slide.description))).toEqual(new Set(['1', '2', '3', '5']));
    expect(await json(await call('panel', '/api/slides/unknown'))).toEqual({ data: [] });

    const texts = await json<{ data: { name: string; text: { pt: string; en: string } }[] }>(
      await call('panel', '/api/website-texts'),
    );
    expect(texts.data.map((text) => text.name)).toEqual(
      expect.arrayContaining(['home_text', 'contact_email', 'about_fifth_page_text']),
    );

    const staffMember = await json<{ data: { name: string; role: string } }>(
      await call('panel', '/api/entities/staff/2'),
    );
    expect(staffMember.data.role).toBeTruthy();
    const blogLine = await json<{ data: { language: string } }>(
      await call('panel', '/api/entities/blog/slug/our-casting-in-lisbon'),
    );
    expect(blogLine.data.language).toBe('en');
    expect((await call('panel', '/api/entities/staff/999')).status).toBe(404);

    const social = await json<{ data: Record<string, { url: string }> }>(
      await call('panel', '/api/social-medias'),
    );
    expect(social.data.models?.url).toMatch(/^https:\/\/models\.com\/agencies\//);
    expect(social.data).not.toHaveProperty('spotify');
  });
});
