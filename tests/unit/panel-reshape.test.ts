import { describe, expect, it } from 'vitest';
import { parsePanelEnv } from '@/lib/panel/env';
import { isVideoFile, reshapePost, reshapeProfile, storageUrl } from '@/lib/panel/reshape';
import { rawProfile, rawPost } from '@/lib/panel/schemas';
import { isPanelTag } from '@/lib/panel/tags';
import { parseMeasure } from '@/lib/talents/measures';

const STORAGE = 'https://cdn.example.com/storage';

describe('measures', () => {
  it.each([
    ['86/34', { metric: '86', imperial: '34' }],
    ['178/5\'10"', { metric: '178', imperial: '5\'10"' }],
    ['39', { metric: '39', imperial: null }],
    [' 90 / 35 ', { metric: '90', imperial: '35' }],
    ['', undefined],
    [null, undefined],
  ])('%o → %o', (raw, expected) => {
    expect(parseMeasure(raw)).toEqual(expected);
  });
});

describe('media', () => {
  it('builds storage URLs from panel paths and keeps absolute ones', () => {
    expect(storageUrl(STORAGE, 'talents/p-007.jpg')).toBe(`${STORAGE}/talents/p-007.jpg`);
    expect(storageUrl(STORAGE, '/talents/p-007.jpg')).toBe(`${STORAGE}/talents/p-007.jpg`);
    expect(storageUrl(STORAGE, 'https://other.example/x.jpg')).toBe('https://other.example/x.jpg');
  });
  it.each([
    ['slides/intro.mp4', true],
    ['slides/intro.WEBM', true],
    ['slides/intro.ogg', true],
    ['slides/intro.jpg', false],
    ['slides/mp4-cover.png', false],
  ])('%s is a video: %s', (path, expected) => {
    expect(isVideoFile(path)).toBe(expected);
  });
});

describe('talent profile', () => {
  const profile = reshapeProfile(
    rawProfile.parse({
      id: '12',
      name: ' Inês Conceição ',
      cover: 'talents/p-001.jpg',
      cover_web: 'talents/p-001-web.jpg',
      gender: 'woman',
      birthdate: '2009-05-01',
      height: '175/5\'9"',
      bust: '82/32',
      waist: null,
      hair: 'Castanho Escuro',
      eyes: 'Azul',
      biography: { pt: 'Olá', en: 'Hello', es: 'Hola' },
      website_categories: [
        { id: 17, name: 'models' },
        { id: 20, name: 'new_faces' },
      ],
      categories: [{ id: 305, name: 'new faces' }],
      albums: [
        { id: 19, items: [{ id: 1, file: 'book/1.jpg', width: 1200, height: 1800 }] },
        { id: 21, items: [{ id: 2, file: 'shows/1.jpg', width: 2400, height: 1600 }] },
      ],
      snap: [{ id: 3, file: 'snap/1.jpg', width: 0, height: 0 }],
      compo: [],
      video: [
        { id: 5, provider: 'youtube', file: 'dQw4w9WgXcQ', preview: 'previews/1.jpg' },
        { id: 6, provider: 'vimeo', file: '76979871/8272103f6e', preview: null },
      ],
    }),
    STORAGE,
  );

  it('reshapes the talent fields', () => {
    expect(profile).toMatchObject({
      id: 12,
      name: 'Inês Conceição',
      cover: `${STORAGE}/talents/p-001-web.jpg`,
      gender: 'woman',
      measures: { height: { metric: '175', imperial: '5\'9"' }, bust: { metric: '82', imperial: '32' } },
      biography: { pt: 'Olá', en: 'Hello' },
      categoryIds: [17, 20],
      labels: ['new faces'],
    });
    expect(profile.measures.waist).toBeUndefined();
  });

  it('sorts albums into book and shows, drops items without a size, splits Vimeo hashes', () => {
    expect(profile.galleries.book).toEqual([
      { id: 1, url: `${STORAGE}/book/1.jpg`, width: 1200, height: 1800 },
    ]);
    expect(profile.galleries.shows.map((item) => item.id)).toEqual([2]);
    expect(profile.galleries.snap).toEqual([]);
    expect(profile.galleries.video).toEqual([
      {
        id: 5,
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        hash: null,
        preview: `${STORAGE}/previews/1.jpg`,
      },
      { id: 6, provider: 'vimeo', videoId: '76979871', hash: '8272103f6e', preview: null },
    ]);
  });

  it('rejects a profile without a name', () => {
    expect(rawProfile.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('blog posts', () => {
  it('collects the translations by language', () => {
    const post = reshapePost(
      rawPost.parse({
        id: 3,
        language: 'pt',
        title: 'O nosso casting',
        slug: 'o-nosso-casting',
        description: 'Em Lisboa',
        content: '<p>Olá</p>',
        slides: ['blog/1.jpg'],
        batch: true,
        batchItems: [{ language: 'en', title: 'Our casting', slug: 'our-casting', content: '<p>Hi</p>' }],
        created_at: '2026-10-01T10:00:00Z',
      }),
      STORAGE,
    );
    expect(post.translations.pt?.slides).toEqual([`${STORAGE}/blog/1.jpg`]);
    expect(post.translations.en).toEqual({
      title: 'Our casting',
      slug: 'our-casting',
      description: '',
      content: '<p>Hi</p>',
      slides: [],
    });
  });
});

describe('environment', () => {
  it('refuses to start with no back end, saying how to run against the local panel', () => {
    expect(() => parsePanelEnv({})).toThrow(/No back end configured: set PANEL_API_URL.*npm run dev/);
  });

  it('uses a configured back end and names every missing variable', () => {
    const env = parsePanelEnv({
      PANEL_API_URL: 'https://panel.example.com/',
      PANEL_API_SALT: 's',
      PANEL_API_TOKEN: 't',
      INTEGRATION_API_URL: 'https://api.example.com',
      INTEGRATION_API_SALT: 's2',
      INTEGRATION_API_KEY: 'k',
      STORAGE_URL: 'https://cdn.example.com/storage',
    });
    expect(env.panel.url).toBe('https://panel.example.com');
    expect(env.revalidateSecret).toBeUndefined();
    expect(() => parsePanelEnv({ PANEL_API_URL: 'https://panel.example.com' })).toThrow(
      /PANEL_API_SALT, PANEL_API_TOKEN, INTEGRATION_API_URL, INTEGRATION_API_SALT, INTEGRATION_API_KEY, STORAGE_URL/,
    );
    // The operator reads which setting is wrong and why.
    expect(() => parsePanelEnv({ PANEL_API_URL: 'not a url' })).toThrow(/PANEL_API_URL[\s\S]*Invalid URL/);
  });
});

describe('revalidation tags', () => {
  it.each([
    ['talents', true],
    ['talent:12', true],
    ['slides:slidesabout', true],
    ['post:our-casting', true],
    ['website-texts', true],
    ['talent:abc', false],
    ['everything', false],
  ])('%s accepted: %s', (tag, expected) => {
    expect(isPanelTag(tag)).toBe(expected);
  });
});
