// The sitemap as image search reads it: each talent's page names the talent's cover and Book pictures.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GalleryItem, Talent, TalentProfile } from '@/lib/content/types';
import { PanelError } from '@/lib/panel/errors';
import { SEARCHABLE_PICTURES_PER_TALENT } from '@/lib/seo/talent-pictures';

const STORAGE = 'https://panel.example/storage';
const MODELS = 17;

const talent = (id: number, categoryIds = [MODELS]) =>
  ({ id, name: `Talent ${id}`, cover: `${STORAGE}/covers/${id}.jpg`, categoryIds }) as Talent;
const pictures = (id: number, count: number): GalleryItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: id * 100 + index,
    url: `${STORAGE}/books/${id}-${index}.jpg`,
    width: 1200,
    height: 1800,
  }));

const panel = vi.hoisted(() => ({
  talents: [] as Talent[],
  profile: vi.fn<(id: number) => Promise<TalentProfile>>(),
}));

vi.mock('@/lib/panel', () => ({
  getTalents: async () => panel.talents,
  getAllPosts: async () => [],
  getTalentProfile: panel.profile,
}));

const { default: sitemap } = await import('@/app/sitemap');

/** The images of each language's page of a talent, by its path. */
async function imagesByPath(): Promise<Map<string, string[] | undefined>> {
  const entries = await sitemap();
  return new Map(entries.map((entry) => [new URL(entry.url).pathname, entry.images]));
}

beforeEach(() => {
  panel.profile.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the sitemap’s pictures', () => {
  it('names a talent’s cover, then its Book, on the talent’s page in every language', async () => {
    panel.talents = [talent(1001)];
    panel.profile.mockResolvedValue({ galleries: { book: pictures(1001, 3) } } as TalentProfile);
    const images = await imagesByPath();
    const expected = [
      `${STORAGE}/covers/1001.jpg`,
      ...[0, 1, 2].map((index) => `${STORAGE}/books/1001-${index}.jpg`),
    ];
    expect(images.get('/en/models/1001/talent-1001')).toEqual(expected);
    expect(images.get('/pt/modelos/1001/talent-1001')).toEqual(expected);
    expect(images.get('/en/contact')).toBeUndefined();
    expect(panel.profile).toHaveBeenCalledWith(1001);
  });

  it('names at most the cap per page however large the Book', async () => {
    panel.talents = [talent(1001)];
    panel.profile.mockResolvedValue({ galleries: { book: pictures(1001, 400) } } as TalentProfile);
    const images = await imagesByPath();
    expect(images.get('/en/models/1001/talent-1001')).toHaveLength(SEARCHABLE_PICTURES_PER_TALENT);
  });

  it('writes an address with & or an apostrophe so the XML stays well-formed', async () => {
    panel.talents = [{ ...talent(1001), cover: `${STORAGE}/covers/rock&roll's.jpg` }];
    panel.profile.mockResolvedValue({ galleries: { book: [] } } as unknown as TalentProfile);
    const images = await imagesByPath();
    expect(images.get('/en/models/1001/talent-1001')).toEqual([`${STORAGE}/covers/rock%26roll%27s.jpg`]);
  });

  it('keeps the covers when the panel fails, without asking for every other profile', async () => {
    panel.talents = Array.from({ length: 100 }, (_, index) => talent(1001 + 2 * index));
    panel.profile.mockRejectedValue(new PanelError('timeout', 0, 'integration', '/api/talent/profile'));
    const images = await imagesByPath();
    expect(images.get('/en/models/1199/talent-1199')).toEqual([`${STORAGE}/covers/1199.jpg`]);
    expect(panel.profile.mock.calls.length).toBeLessThan(20);
  });

  it('reads no profile for a talent the site does not list, and keeps going past a removed one', async () => {
    panel.talents = [talent(1001, []), talent(1003), talent(1005)];
    panel.profile.mockImplementation(async (id) => {
      if (id === 1003) throw new PanelError('not_found', 404, 'integration', '/api/talent/profile');
      return { galleries: { book: pictures(id, 1) } } as TalentProfile;
    });
    const images = await imagesByPath();
    expect(panel.profile.mock.calls.map(([id]) => id).sort()).toEqual([1003, 1005]);
    expect(images.get('/en/models/1003/talent-1003')).toEqual([`${STORAGE}/covers/1003.jpg`]);
    expect(images.get('/en/models/1005/talent-1005')).toHaveLength(2);
  });
});
