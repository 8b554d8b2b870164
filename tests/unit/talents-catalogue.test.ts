import { describe, expect, it } from 'vitest';
import { categories } from '@/lib/i18n/categories';
import { toTalentCard } from '@/lib/talents/card';
import { catalogueFacets, cataloguePage } from '@/lib/talents/catalogue';
import { clearFilters, TALENTS_PER_PAGE } from '@/lib/talents/filters';
import { socialProfileUrl } from '@/lib/talents/social';
import { talent } from './talent-fixture';

const { models, commercial } = categories;
const NEW_FACES = 20;
const MAINBOARD = 21;
const BEAUTY = 24;

describe('a talent card', () => {
  const joao = talent(1001, 'João Silva-Pereira', 'man', [models.id], {
    cover: 'http://storage/cover.jpg',
    measures: { height: { metric: '186', imperial: `6'1"` }, bust: { metric: '98', imperial: '38.5' } },
    hair: 'Castanho Escuro',
    eyes: 'Verde',
    instagram: '@joao.silva',
    tiktok: 'javascript:alert(1)',
  });

  it('carries the profile slug, both units and colours in the page language', () => {
    const card = toTalentCard(joao, 'models', 'en');
    expect(card).toMatchObject({
      id: 1001,
      slug: 'joao-silva-pereira',
      category: 'models',
      cover: 'http://storage/cover.jpg',
    });
    expect(card.measures).toEqual([
      { key: 'height', cm: '186 cm', in: `6'1"` },
      // bust is shown as chest for men
      { key: 'chest', cm: '98 cm', in: '38.5"' },
    ]);
    expect(card.hair).toBe('Dark Brown');
    expect(toTalentCard(joao, 'models', 'pt').eyes).toBe('Verde');
  });

  it('writes decimals the Portuguese way on a Portuguese page', () => {
    expect(toTalentCard(joao, 'models', 'pt').measures).toContainEqual({
      key: 'chest',
      cm: '98 cm',
      in: '38,5"',
    });
  });

  it('turns handles into profile links and drops anything that is not http(s)', () => {
    const card = toTalentCard(joao, 'models', 'en');
    expect(card.instagram).toBe('https://www.instagram.com/joao.silva/');
    expect(card.tiktok).toBeNull();
  });
});

describe('socialProfileUrl', () => {
  it.each([
    ['tiktok', 'ana_lima', 'https://www.tiktok.com/@ana_lima'],
    ['tiktok', '@ana_lima', 'https://www.tiktok.com/@ana_lima'],
    ['instagram', 'https://instagram.com/ana', 'https://instagram.com/ana'],
    ['instagram', 'not a handle!', null],
    ['instagram', '  ', null],
    ['instagram', 'data:text/html,x', null],
  ] as const)('%s %s → %s', (network, value, expected) => {
    expect(socialProfileUrl(network, value)).toBe(expected);
  });
});

describe('the catalogue', () => {
  const list = [
    talent(1, 'Ana', 'woman', [models.id, NEW_FACES]),
    talent(2, 'Rui', 'man', [models.id, MAINBOARD]),
    talent(3, 'Alex', 'undefined', [models.id, MAINBOARD]),
    talent(4, 'Joana', 'woman', [commercial.id, BEAUTY]),
    ...Array.from({ length: 45 }, (_, index) => talent(100 + index, `Model ${index}`, 'woman', [models.id])),
  ];

  it('offers only subcategories and genders that have talent, per subcategory too', () => {
    const facets = catalogueFacets(list, 'models', 'en');
    expect(facets.subcategories).toEqual([
      { id: NEW_FACES, key: 'new_faces', genders: ['woman'] },
      { id: MAINBOARD, key: 'mainboard', genders: ['man', 'undefined'] },
    ]);
    expect(facets.genders).toEqual(['woman', 'man', 'undefined']);
    expect(facets.placement.underAll).toBe(true);
  });

  it('pages 20 at a time with the filtered total', () => {
    const first = cataloguePage(list, 'models', 'en', clearFilters(), 0);
    expect(first.talents).toHaveLength(TALENTS_PER_PAGE);
    expect(first).toMatchObject({ total: 48, nextOffset: 20 });
    const last = cataloguePage(list, 'models', 'en', clearFilters(), 40);
    expect(last.talents).toHaveLength(8);
    expect(last.nextOffset).toBeNull();
    const mainboardMen = cataloguePage(
      list,
      'models',
      'en',
      { ...clearFilters(), subcategory: MAINBOARD, gender: 'man' },
      0,
    );
    expect(mainboardMen.talents.map((card) => card.name)).toEqual(['Rui']);
  });
});
