// GET /api/talents with measurement filters: filtered on the server together with subcategory, gender and
// search; a malformed measurement is the API's 400 in the request's language.
import { describe, expect, it, vi } from 'vitest';
import { GET as talents } from '@/app/api/talents/route';
import type { CataloguePage } from '@/lib/talents/catalogue';
import { talent } from './talent-fixture';

const MODELS = 17;
const MAINBOARD = 21;

vi.mock('@/lib/panel', () => ({
  getTalentsForRequests: async () => [
    talent(1, 'Ana Lima', 'woman', [MODELS, MAINBOARD], {
      measures: { height: { metric: '176', imperial: null } },
      hair: 'Castanho Escuro',
      eyes: 'Azul',
    }),
    talent(2, 'Bea Sousa', 'woman', [MODELS], {
      measures: { height: { metric: '168', imperial: null } },
      hair: 'Castanho',
      eyes: 'Verde',
    }),
    talent(3, 'Rui Costa', 'man', [MODELS, MAINBOARD], {
      measures: { height: { metric: '185', imperial: null } },
      hair: 'Castanho Escuro',
      eyes: 'Verde',
    }),
    talent(4, 'Caro Reis', 'undefined', [MODELS]),
  ],
}));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const get = (query: string) => talents(new Request(`http://site.example/api/talents?${query}`));

describe('GET /api/talents with measurements', () => {
  it('filters by height and colours, with subcategory and gender', async () => {
    const response = await get('category=models&locale=en&height=170-190&hair=dark-brown&sub=mainboard');
    expect(response.status).toBe(200);
    const page = (await response.json()) as CataloguePage;
    expect(page.talents.map((card) => card.name)).toEqual(['Ana Lima', 'Rui Costa']);
    expect(page.counts).toEqual({ hair: { 'dark-brown': 2 }, eyes: { blue: 1, green: 1 } });

    const women = (await (
      await get('category=models&locale=en&height=170-&eyes=blue,green&gender=woman')
    ).json()) as CataloguePage;
    expect(women.talents.map((card) => card.name)).toEqual(['Ana Lima']);
  });

  it('filters by the address’s word for non-binary', async () => {
    const page = (await (await get('category=models&locale=en&gender=non-binary')).json()) as CataloguePage;
    expect(page.talents.map((card) => card.name)).toEqual(['Caro Reis']);
  });

  it('answers a well-formed colour nobody has with an empty list', async () => {
    const page = (await (await get('category=models&locale=en&eyes=violet')).json()) as CataloguePage;
    expect(page).toMatchObject({ total: 0, talents: [], nextOffset: null });
  });

  it.each([
    ['en', 'height=180-170', /filters in the address are not valid/],
    ['pt', 'height=abc', /filtros no endereço não são válidos/],
    ['en', 'age=18-25-30', /filters in the address are not valid/],
    ['pt', 'hair=Dark%20Brown', /filtros no endereço não são válidos/],
    ['en', 'eyes=blue,', /filters in the address are not valid/],
  ])('refuses a malformed measurement (%s, %s) with 400', async (locale, query, message) => {
    const response = await get(`category=models&locale=${locale}&${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      error: 'invalid_query',
      message: expect.stringMatching(message),
    });
  });
});
