// GET /api/favorites/shared: a share link's talents as the catalogue has them, whatever the link held.
import { describe, expect, it, vi } from 'vitest';
import { GET as sharedShortlist } from '@/app/api/favorites/shared/route';
import type { SharedShortlistAnswer } from '@/features/favorites/types';
import { talent } from './talent-fixture';

const STORAGE = 'https://panel.example.com/storage';

vi.mock('@/lib/panel', () => ({
  getTalentsForRequests: async () => [
    talent(1001, 'Inês Raposo', 'woman', [17], { cover: `${STORAGE}/talents/p-001.jpg` }),
    talent(1003, 'Ivo Pereira', 'man', [17, 28]),
    talent(1005, 'Charlie Mendes Ramos', 'undefined', [28], { cover: `${STORAGE}/talents/p-024.jpg` }),
    // In no category the site shows: not on the site, so not in a shortlist either.
    talent(1007, 'Off The Site', 'man', []),
  ],
}));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const get = (ids: string) =>
  sharedShortlist(new Request(`http://site.example/api/favorites/shared?ids=${ids}`));

describe('GET /api/favorites/shared', () => {
  it('answers the catalogue’s talents in the link’s order, leaving out ids the site does not show', async () => {
    const response = await get('1005,9999,1001,1007,1003,1001');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const answer = (await response.json()) as SharedShortlistAnswer;
    expect(answer).toEqual({
      talents: [
        {
          id: 1005,
          name: 'Charlie Mendes Ramos',
          slug: 'charlie-mendes-ramos',
          category: 'digital',
          cover: `${STORAGE}/talents/p-024.jpg`,
        },
        {
          id: 1001,
          name: 'Inês Raposo',
          slug: 'ines-raposo',
          category: 'models',
          cover: `${STORAGE}/talents/p-001.jpg`,
        },
        { id: 1003, name: 'Ivo Pereira', slug: 'ivo-pereira', category: 'models', cover: null },
      ],
    });
  });

  it('answers an empty list when the catalogue knows none of the ids', async () => {
    expect(await (await get('9998,9999')).json()).toEqual({ talents: [] });
  });
});
