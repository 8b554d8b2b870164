// The menu's search by name: every category, accents and case ignored, best matches first, each result
// under its canonical category; and GET /api/talents/search, which answers it.
import { describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/talents/search/route';
import type { Talent } from '@/lib/content/types';
import { searchTalentsByName } from '@/lib/talents/name-search';
import { NAME_SEARCH_LIMIT } from '@/lib/talents/name-search-answer';
import { refusal } from '../fixtures/api-refusal';
import { talent } from './talent-fixture';

const MODELS = 17;
const COMMERCIAL = 23;
const ACTORS = 26;

const TALENTS: Talent[] = [
  talent(1, 'Ana Maria Silva', 'woman', [COMMERCIAL]),
  talent(2, 'Maria João Duarte', 'woman', [MODELS, 21]),
  talent(3, 'Rosa Mariana', 'woman', [ACTORS]),
  talent(4, 'Marta Dubois', 'woman', [ACTORS, MODELS]),
  talent(5, 'João Silva', 'man', [COMMERCIAL]),
  // In no category the site shows: no profile to link to.
  talent(6, 'Maria Escondida', 'woman', [99]),
];

const names = (query: string, limit?: number) =>
  searchTalentsByName(TALENTS, query, limit).results.map((result) => result.name);

vi.mock('@/lib/panel', () => ({ getTalentsForRequests: async () => TALENTS }));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

describe('searchTalentsByName', () => {
  it.each([
    ['joao', ['João Silva', 'Maria João Duarte']],
    ['JOÃO', ['João Silva', 'Maria João Duarte']],
    ['  silva   joão ', ['João Silva']],
    ['zzz', []],
  ])('“%s” finds %j, in any case, with or without accents, words in any order', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('puts names that start with the query first, then names with a word starting with it', () => {
    // "Maria João" starts with "mari"; "Ana Maria" and "Rosa Mariana" have a word starting with it. No
    // name has a word starting with "ria": the panel's order.
    expect(names('mari')).toEqual(['Maria João Duarte', 'Ana Maria Silva', 'Rosa Mariana']);
    expect(names('ria')).toEqual(['Ana Maria Silva', 'Maria João Duarte', 'Rosa Mariana']);
  });

  it('links each talent under its canonical category, and leaves out talent the site does not show', () => {
    const { results } = searchTalentsByName(TALENTS, 'mar');
    expect(results.map(({ id, category, slug }) => [id, category, slug])).toEqual([
      [2, 'models', 'maria-joao-duarte'],
      [4, 'models', 'marta-dubois'],
      [1, 'commercial', 'ana-maria-silva'],
      [3, 'actors', 'rosa-mariana'],
    ]);
  });

  it('shows at most the limit and counts every match', () => {
    expect(searchTalentsByName(TALENTS, 'a', 2)).toMatchObject({ total: 5 });
    expect(names('a', 2)).toHaveLength(2);
    expect(NAME_SEARCH_LIMIT).toBe(8);
  });

  it('finds nothing for a blank query', () => {
    expect(searchTalentsByName(TALENTS, '   ')).toEqual({ results: [], total: 0 });
  });
});

describe('GET /api/talents/search', () => {
  const search = (query: string) => GET(new Request(`http://site.example/api/talents/search${query}`));

  it('answers the matches as JSON that any cache may keep for a minute', async () => {
    const response = await search('?q=JO%C3%83O');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(await response.json()).toEqual({
      results: [
        { id: 5, name: 'João Silva', slug: 'joao-silva', category: 'commercial', cover: null },
        { id: 2, name: 'Maria João Duarte', slug: 'maria-joao-duarte', category: 'models', cover: null },
      ],
      total: 2,
    });
  });

  it.each(['', '?q=', '?q=%20%20', `?q=${'a'.repeat(101)}`])(
    'refuses %s with the API’s JSON error',
    async (query) => {
      const response = await search(query);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal('invalid_query'));
    },
  );
});
