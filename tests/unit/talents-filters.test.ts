import { describe, expect, it } from 'vitest';
import { categories } from '@/lib/i18n/categories';
import type { Talent } from '@/lib/content/types';
import { talent } from './talent-fixture';
import { MAIN_CATEGORIES, SUBCATEGORIES } from '@/local-panel/content/attributes';
import {
  TALENTS_PER_PAGE,
  clearFilters,
  filterFromSearchParams,
  filterQuery,
  pageOf,
  selectGender,
  selectSubcategory,
  subcategoriesOf,
  type CategoryId,
  type TalentFilter,
} from '@/lib/talents/filters';
import { availableGenders, availableSubcategories, genderPlacement } from '@/lib/talents/catalogue';
import { applyFilter } from '@/lib/talents/filter-match';

const MODELS = categories.models.id;
const COMMERCIAL = categories.commercial.id;
const ACTORS = categories.actors.id;
const DIGITAL = categories.digital.id;
const SPECIAL = categories.special.id;
const IN_TOWN = 18;
const NEW_FACES = 20;
const MAINBOARD = 21;
const BEAUTY = 24;

// The panel's order, which the list keeps.
const talents = [
  talent(1, 'João Silva', 'man', [MODELS, MAINBOARD]),
  talent(2, 'Ana Conceição', 'woman', [MODELS, NEW_FACES]),
  talent(3, 'Inês Araújo', 'woman', [MODELS, MAINBOARD, DIGITAL]),
  talent(4, 'Alex Rocha', 'undefined', [MODELS]),
  talent(5, 'Joana Silva', 'woman', [COMMERCIAL, BEAUTY]),
  talent(6, 'Rui Costa', 'man', [ACTORS]),
];
const ids = (list: readonly Talent[]) => list.map((entry) => entry.id);
const filter = (partial: Partial<TalentFilter>): TalentFilter => ({ ...clearFilters(), ...partial });

describe('subcategoriesOf', () => {
  it('matches the category tree of the demo panel', () => {
    const expected = Object.entries(SUBCATEGORIES).map(([key, { id, parent }]) => ({
      key,
      id,
      parent: MAIN_CATEGORIES[parent],
    }));
    const actual = Object.values(categories).flatMap(({ id }) =>
      subcategoriesOf(id).map((subcategory) => ({ ...subcategory, parent: id })),
    );
    expect(actual).toEqual(expect.arrayContaining(expected));
    expect(actual).toHaveLength(expected.length);
  });

  it('has none for digital and special', () => {
    expect(subcategoriesOf(DIGITAL)).toEqual([]);
    expect(subcategoriesOf(SPECIAL)).toEqual([]);
  });
});

describe('availableSubcategories and availableGenders', () => {
  it('hides subcategories without talent', () => {
    expect(availableSubcategories(talents, MODELS).map((subcategory) => subcategory.key)).toEqual([
      'new_faces',
      'mainboard',
    ]);
    expect(availableSubcategories(talents, ACTORS)).toEqual([]);
  });

  it('counts only talents of the category', () => {
    const beautyOutsideCommercial = [talent(9, 'Eva', 'woman', [MODELS, BEAUTY])];
    expect(availableSubcategories(beautyOutsideCommercial, COMMERCIAL)).toEqual([]);
  });

  it('offers only genders present, woman, man, undefined in that order', () => {
    expect(availableGenders(talents)).toEqual(['woman', 'man', 'undefined']);
    expect(availableGenders(applyFilter(talents, MODELS, filter({ subcategory: MAINBOARD })))).toEqual([
      'woman',
      'man',
    ]);
    expect(availableGenders([])).toEqual([]);
  });
});

describe('genderPlacement', () => {
  it.each<[string, CategoryId, ReturnType<typeof genderPlacement>]>([
    ['models', MODELS, { topLevel: false, underAll: true, underSubcategories: [18, 19, 20, 21, 22] }],
    ['commercial', COMMERCIAL, { topLevel: true, underAll: false, underSubcategories: [24, 30] }],
    ['actors', ACTORS, { topLevel: true, underAll: false, underSubcategories: [27] }],
    ['digital', DIGITAL, { topLevel: true, underAll: false, underSubcategories: [] }],
    ['special', SPECIAL, { topLevel: true, underAll: false, underSubcategories: [] }],
  ])('%s', (_name, categoryId, placement) => {
    expect(genderPlacement(categoryId)).toEqual(placement);
  });
});

describe('filter transitions', () => {
  it('choosing a subcategory resets the gender and keeps the search', () => {
    expect(selectSubcategory(filter({ gender: 'man', search: 'jo' }), NEW_FACES)).toEqual(
      filter({ subcategory: NEW_FACES, search: 'jo' }),
    );
  });

  it('choosing the active subcategory again deselects it', () => {
    const chosen = selectSubcategory(clearFilters(), NEW_FACES);
    expect(selectSubcategory(chosen, NEW_FACES)).toEqual(clearFilters());
  });

  it('a top-level gender resets the subcategory; the active one chosen again deselects it', () => {
    const chosen = selectGender(filter({ subcategory: NEW_FACES, search: 'jo' }), 'woman');
    expect(chosen).toEqual(filter({ gender: 'woman', search: 'jo' }));
    expect(selectGender(chosen, 'woman')).toEqual(filter({ search: 'jo' }));
    expect(selectGender(chosen, 'man')).toEqual(filter({ gender: 'man', search: 'jo' }));
  });

  it('a gender from the dropdown under a subcategory sets both; null is any gender', () => {
    const chosen = selectGender(filter({ gender: 'man' }), 'woman', MAINBOARD);
    expect(chosen).toEqual(filter({ subcategory: MAINBOARD, gender: 'woman' }));
    expect(selectGender(chosen, null, MAINBOARD)).toEqual(filter({ subcategory: MAINBOARD }));
  });

  it('nothing chosen is the bare list', () => {
    expect(clearFilters()).toEqual({
      subcategory: null,
      gender: null,
      search: '',
      height: null,
      age: null,
      hair: [],
      eyes: [],
    });
    expect(filterQuery(clearFilters())).toBe('');
  });
});

describe('applyFilter', () => {
  it.each<[string, CategoryId, Partial<TalentFilter>, number[]]>([
    ['the whole category, in panel order', MODELS, {}, [1, 2, 3, 4]],
    ['a talent in two categories appears in both', DIGITAL, {}, [3]],
    ['a subcategory', MODELS, { subcategory: MAINBOARD }, [1, 3]],
    ['a gender', MODELS, { gender: 'woman' }, [2, 3]],
    ['subcategory and gender', MODELS, { subcategory: MAINBOARD, gender: 'woman' }, [3]],
    ['a search without accents', MODELS, { search: 'conceicao' }, [2]],
    ['a search within the category only', COMMERCIAL, { search: 'silva' }, [5]],
    ['nothing matching', MODELS, { subcategory: IN_TOWN }, []],
  ])('%s', (_name, categoryId, partial, expected) => {
    expect(ids(applyFilter(talents, categoryId, filter(partial)))).toEqual(expected);
  });
});

describe('filter in the URL', () => {
  it.each<[TalentFilter, string]>([
    [
      filter({ subcategory: NEW_FACES, gender: 'woman', search: 'joao' }),
      'sub=new_faces&gender=woman&q=joao',
    ],
    // The panel's value for a non-binary talent stays inside; the address says what a visitor reads.
    [filter({ gender: 'undefined' }), 'gender=non-binary'],
    // nuqs keeps letters readable in the address bar; the browser encodes them on the wire.
    [filter({ search: 'Ana Conceição' }), 'q=Ana+Conceição'],
    [clearFilters(), ''],
  ])('%o ⇄ ?%s', (value, query) => {
    expect(filterQuery(value)).toBe(query);
    expect(filterFromSearchParams(new URLSearchParams(query), MODELS)).toEqual(value);
  });

  it('reads the record Next.js passes as searchParams, taking the first of repeated keys', () => {
    expect(
      filterFromSearchParams({ sub: ['beauty', 'kids'], gender: 'man', q: undefined }, COMMERCIAL),
    ).toEqual(filter({ subcategory: BEAUTY, gender: 'man' }));
  });

  it.each([
    ['a subcategory of another category', 'sub=beauty', MODELS],
    ['an unknown subcategory', 'sub=vip', MODELS],
    ['a subcategory id instead of its key', 'sub=20', MODELS],
    ['an unknown gender', 'gender=female', MODELS],
    ['the panel’s value for non-binary', 'gender=undefined', MODELS],
    ['a blank search', 'q=%20%20', DIGITAL],
  ] as const)('ignores %s', (_name, query, categoryId) => {
    const parsed = filterFromSearchParams(new URLSearchParams(query), categoryId);
    expect(filterQuery(parsed)).toBe('');
  });
});

describe('pageOf', () => {
  const numbers = Array.from({ length: 45 }, (_, index) => index);

  it('steps through the list 20 at a time', () => {
    expect(TALENTS_PER_PAGE).toBe(20);
    const first = pageOf(numbers, 0);
    expect(first.items).toEqual(numbers.slice(0, 20));
    expect(first.nextOffset).toBe(20);
    expect(pageOf(numbers, 20).nextOffset).toBe(40);
    const last = pageOf(numbers, 40);
    expect(last.items).toEqual([40, 41, 42, 43, 44]);
    expect(last.nextOffset).toBeNull();
  });

  it.each<[number, number, number | null]>([
    [40, 20, null],
    [20, 20, null],
    [0, 0, null],
  ])('a list of %i from offset %i has next offset %s', (length, offset, next) => {
    expect(pageOf(numbers.slice(0, length), offset).nextOffset).toBe(next);
  });

  it('honours a custom step size', () => {
    expect(pageOf(numbers, 5, 3)).toEqual({ items: [5, 6, 7], nextOffset: 8 });
  });
});
