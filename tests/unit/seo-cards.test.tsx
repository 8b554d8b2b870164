// The shared-link cards (lib/seo/og-images.tsx), drawn for real: Satori and resvg through next/og's
// ImageResponse, pictures from the bundled local panel's storage over HTTP, and the panel made to fail.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as OgImages from '@/lib/seo/og-images';
import type { LocalPanel } from '@/local-panel/server';
import { setPanelMode, startTestPanel } from '../fixtures/local-panel-env';

// Next's data cache and next-intl's request config only exist inside a Next server: the cache reads
// straight through to the panel, and translations come from the message files lib/i18n/request.ts loads.
vi.mock('next/cache', () => ({ unstable_cache: <T,>(read: () => Promise<T>) => read }));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

let panel: LocalPanel;
let stop: () => Promise<void>;
let og: typeof OgImages;

beforeAll(async () => {
  ({ panel, stop } = await startTestPanel('seo-cards-test', 0.25));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  og = await import('@/lib/seo/og-images');
}, 120_000);

afterAll(async () => {
  await stop?.();
  vi.restoreAllMocks();
});

/** A card as a crawler receives it: 200, a JPEG of 1200×630. */
async function expectCard(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  expect(response.headers.get('cache-control')).toBeNull();
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { width, height, format } = await sharp(bytes).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  return bytes;
}

describe('with the panel failing', () => {
  beforeAll(() => setPanelMode(panel, 'error'));
  afterAll(() => setPanelMode(panel, 'ok'));

  it('every card falls back to the agency card rather than failing', async () => {
    const cards = await Promise.all([
      og.agencyImage('en'),
      og.categoryImage('pt', 'models'),
      og.talentImage('1001'),
      og.postImage('our-casting-in-lisbon'),
    ]);
    for (const card of cards) expect((await expectCard(card)).length).toBeLessThan(30_000);
  }, 60_000);
});

describe('with the panel answering', () => {
  it('draws the agency card over the first slide', async () => {
    // A photograph behind the text: several times the plain fallback's weight (~15 KB).
    expect((await expectCard(await og.agencyImage('pt'))).length).toBeGreaterThan(30_000);
  }, 60_000);

  it('draws a category card from its first covers', async () => {
    await expectCard(await og.categoryImage('en', 'models'));
  }, 60_000);

  it('draws a talent card and a post card', async () => {
    await expectCard(await og.talentImage('1001'));
    await expectCard(await og.postImage('o-nosso-casting-em-lisboa'));
  }, 60_000);

  it('answers 404 for ids and slugs nobody has, without a card', async () => {
    expect((await og.talentImage('999999999')).status).toBe(404);
    expect((await og.talentImage('12abc')).status).toBe(404);
    expect((await og.postImage('no-such-post')).status).toBe(404);
    expect((await og.postImage('x'.repeat(201))).status).toBe(404);
  }, 60_000);
});
