import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contentPath, decideContentRoute, type ContentPath } from '@/lib/i18n/content-routes';
import { indexOfOne, markContentIndexStale, withContentIndex } from '@/lib/panel/content-index';
import { PanelError } from '@/lib/panel/errors';
import { talent } from './talent-fixture';

// The proxy's view of the panel's content (issue 19, part 6): when the lists cannot be read, a missing
// talent or post is still the 404 page (never left to the page's notFound(), which Next serves without
// the page's language and title), and after a revalidation a removed one is not passed on the old index.

const panel = vi.hoisted(() => ({
  getTalentsForRequests: vi.fn(),
  getAllPosts: vi.fn(),
  getTalentProfile: vi.fn(),
  getPost: vi.fn(),
}));
vi.mock('@/lib/panel/index', () => panel);

const teresa = talent(1001, 'Teresa Pires Leite', 'woman', [17, 23]);
const casting = {
  id: 1,
  createdAt: null,
  translations: {
    en: { slug: 'our-casting-in-lisbon', title: 'Our casting', description: '', content: '', slides: [] },
    pt: { slug: 'o-nosso-casting', title: 'O nosso casting', description: '', content: '', slides: [] },
  },
};
const notFound = (path: string) => new PanelError('not_found', 404, 'integration', path);
const down = () => new PanelError('http', 500, 'integration', '/api/talents');

/** What the proxy decides for a path: the index, else the one item the path names. */
async function decide(pathname: string) {
  const path = contentPath(pathname) as ContentPath;
  const byIndex = await withContentIndex(
    (index) => decideContentRoute(path, index),
    (found) => found.kind !== 'not-found',
  );
  if (byIndex) return byIndex;
  const single = await indexOfOne(path);
  return single && decideContentRoute(path, single);
}

beforeEach(() => {
  // Each test starts from a fresh read of the lists.
  markContentIndexStale();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const read of Object.values(panel)) read.mockReset();
});

describe('without the panel’s lists', () => {
  beforeEach(() => {
    panel.getTalentsForRequests.mockRejectedValue(down());
    panel.getAllPosts.mockRejectedValue(down());
  });

  it('a talent or post the panel does not have is the 404 page', async () => {
    panel.getTalentProfile.mockRejectedValue(notFound('/api/talent/profile'));
    panel.getPost.mockRejectedValue(notFound('/api/posts/blog/pt/nothing'));
    expect(await decide('/en/models/987654/nobody')).toEqual({ kind: 'not-found' });
    expect(await decide('/pt/blog/nada')).toEqual({ kind: 'not-found' });
    expect(panel.getTalentProfile).toHaveBeenCalledWith(987654);
  });

  it('a talent or post the panel has passes, or redirects to its address', async () => {
    panel.getTalentProfile.mockResolvedValue(teresa);
    panel.getPost.mockResolvedValue(casting);
    expect(await decide('/en/models/1001/teresa-pires-leite')).toEqual({ kind: 'pass' });
    expect(await decide('/en/models/1001')).toEqual({
      kind: 'redirect',
      pathname: '/en/models/1001/teresa-pires-leite',
    });
    expect(await decide('/en/blog/o-nosso-casting')).toEqual({ kind: 'pass' });
  });

  it('leaves the page to decide (its 503) when the one item cannot be read either', async () => {
    panel.getTalentProfile.mockRejectedValue(down());
    expect(await decide('/en/models/1001/teresa-pires-leite')).toBeNull();
  });

  it('reads nothing for an address no item could have', async () => {
    expect(await decide(`/en/blog/${'x'.repeat(300)}`)).toEqual({ kind: 'not-found' });
    expect(await decide('/en/blog/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(panel.getPost).not.toHaveBeenCalled();
  });
});

it('after a revalidation, a removed talent is decided on a fresh read, not passed on the old index', async () => {
  panel.getAllPosts.mockResolvedValue([]);
  panel.getTalentsForRequests.mockResolvedValue([teresa]);
  expect(await decide('/en/models/1001/teresa-pires-leite')).toEqual({ kind: 'pass' });

  panel.getTalentsForRequests.mockResolvedValue([]);
  markContentIndexStale();
  expect(await decide('/en/models/1001/teresa-pires-leite')).toEqual({ kind: 'not-found' });
});
