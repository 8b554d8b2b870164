// The booker's measurement filters: height and age ranges, hair and eye colours, in the address and on
// the server, combined with subcategory, gender and the name search.
import { describe, expect, it } from 'vitest';
import { categories } from '@/lib/i18n/categories';
import type { Talent } from '@/lib/content/types';
import { catalogueFacets, cataloguePage } from '@/lib/talents/catalogue';
import { colourSlug } from '@/lib/talents/colours';
import { applyFilter, colourCounts } from '@/lib/talents/filter-match';
import {
  clearFilters,
  clearMeasures,
  filterFromSearchParams,
  filterQuery,
  isWellFormedMeasureParam,
  measureCount,
  selectAll,
  selectGender,
  selectRange,
  selectSubcategory,
  toggleColour,
  type TalentFilter,
} from '@/lib/talents/filters';
import { centimetresShownAs, centimetresToInches, heightInCentimetres } from '@/lib/talents/measures';
import { toSlug } from '@/lib/talents/slug';
import { EYE_COLOURS, HAIR_COLOURS } from '@/local-panel/content/attributes';
import { talent } from './talent-fixture';

const MODELS = categories.models.id;
const COMMERCIAL = categories.commercial.id;
const NEW_FACES = 20;
const MAINBOARD = 21;
const BEAUTY = 24;
/** Ages below are counted on this day (birthdays chosen well away from it). */
const TODAY = new Date(2026, 10, 24);

const height = (metric: string, imperial: string | null = null) => ({ height: { metric, imperial } });

const talents: Talent[] = [
  talent(1, 'Ana Lima', 'woman', [MODELS, MAINBOARD], {
    measures: height('178', `5'10"`),
    birthdate: '2000-03-01',
    hair: 'Castanho Escuro',
    eyes: 'Azul',
  }),
  talent(2, 'Bea Sousa', 'woman', [MODELS, NEW_FACES], {
    measures: height('172'),
    birthdate: '2008-05-01',
    hair: 'Loira',
    eyes: 'Verde',
  }),
  talent(3, 'Carla Ana Reis', 'woman', [MODELS, MAINBOARD], {
    measures: height('', `5'9"`),
    birthdate: '1996-02-01',
    hair: 'Castanho',
    eyes: 'Castanho',
  }),
  talent(4, 'Duarte Neves', 'man', [MODELS, MAINBOARD], {
    measures: height('188'),
    birthdate: '2000-03-01',
    hair: 'castanho escuro',
    eyes: 'Verde',
  }),
  // Nothing known but the eyes: an active height, age or hair filter leaves this talent out.
  talent(5, 'Eva Mota', 'woman', [MODELS], { eyes: 'Azul' }),
  talent(6, 'Joana Silva', 'woman', [COMMERCIAL, BEAUTY], {
    measures: height('165'),
    birthdate: '2015-04-01',
    hair: 'Ruiva',
    eyes: 'Azul',
  }),
];
const filter = (partial: Partial<TalentFilter>): TalentFilter => ({ ...clearFilters(), ...partial });
const ids = (list: readonly Talent[]) => list.map((entry) => entry.id);
const fromQuery = (query: string, categoryId = MODELS) =>
  filterFromSearchParams(new URLSearchParams(query), categoryId);

describe('measurements in the address', () => {
  it('reads and writes the issue’s example as it is', () => {
    const query = 'height=170-180&age=18-25&hair=brown&eyes=blue,green';
    const parsed = fromQuery(query);
    expect(parsed).toEqual(
      filter({
        height: { min: 170, max: 180 },
        age: { min: 18, max: 25 },
        hair: ['brown'],
        eyes: ['blue', 'green'],
      }),
    );
    expect(filterQuery(parsed)).toBe(query);
  });

  it('sits after subcategory, gender and search, and keeps colours sorted and unique', () => {
    const parsed = fromQuery('eyes=green,blue,green&q=ana&gender=woman&sub=mainboard&height=170-');
    expect(filterQuery(parsed)).toBe('sub=mainboard&gender=woman&q=ana&height=170-&eyes=blue,green');
  });

  it.each([
    ['170-180', { min: 170, max: 180 }],
    ['170-', { min: 170, max: null }],
    ['-180', { min: null, max: 180 }],
    ['175', { min: 175, max: 175 }],
    ['30-250', { min: 30, max: 250 }],
  ])('height=%s is a range', (value, range) => {
    expect(fromQuery(`height=${value}`).height).toEqual(range);
    expect(isWellFormedMeasureParam('height', value)).toBe(true);
  });

  it.each(['180-170', 'abc', '170-180-190', '-', '17.5-18', '10-20', '170-999', '+170-180', ' 170-180'])(
    'height=%s is malformed: the page drops it, the list route refuses it',
    (value) => {
      expect(fromQuery(`height=${encodeURIComponent(value)}`).height).toBeNull();
      expect(isWellFormedMeasureParam('height', value)).toBe(false);
    },
  );

  it('takes ages from 0 to 120', () => {
    expect(fromQuery('age=0-120').age).toEqual({ min: 0, max: 120 });
    expect(isWellFormedMeasureParam('age', '18-200')).toBe(false);
    expect(isWellFormedMeasureParam('age', '25-18')).toBe(false);
  });

  it.each<[string, boolean]>([
    ['brown', true],
    ['dark-brown,blue', true],
    ['', true],
    ['Dark Brown', false],
    ['dark_brown', false],
    ['brown,', false],
    ['-brown', false],
  ])('a colour list "%s" is well formed: %s', (value, expected) => {
    expect(isWellFormedMeasureParam('hair', value)).toBe(expected);
  });
});

describe('colour slugs', () => {
  it('name every colour of the panel by its English value', () => {
    for (const { label, value } of [...HAIR_COLOURS, ...EYE_COLOURS]) {
      expect(colourSlug(label), label).toBe(toSlug(value));
    }
  });

  it.each<[string, string | null]>([
    ['Castanho Escuro', 'dark-brown'],
    ['CASTANHO-CLARO', 'light-brown'],
    ['Loira', 'blonde'],
    ['Louro', 'blonde'],
    ['Turquesa', 'turquesa'],
    ['Cor de Rosa', 'cor-de-rosa'],
    ['???', null],
  ])('%s → %s', (value, slug) => {
    expect(colourSlug(value)).toBe(slug);
  });
});

describe('heights', () => {
  it.each<[string, string | null, number | null]>([
    ['178', `5'10"`, 178],
    ['178 cm', null, 178],
    ['1.78', null, 178],
    ['1,78 m', null, 178],
    ['', `5'9"`, 175],
    ['', '6 ft', 183],
    ['tall', null, null],
    ['', null, null],
  ])('metric "%s", imperial %s → %s cm', (metric, imperial, expected) => {
    expect(heightInCentimetres({ metric, imperial })).toBe(expected);
  });

  it('reads no height when the talent has none', () => {
    expect(heightInCentimetres(undefined)).toBeNull();
  });

  it('turns a height chosen in inches into exactly the centimetres shown as it', () => {
    for (let cm = 100; cm <= 220; cm += 1) {
      const inches = centimetresToInches(cm);
      const { lowest, highest } = centimetresShownAs(inches);
      expect(lowest).toBeLessThanOrEqual(cm);
      expect(highest).toBeGreaterThanOrEqual(cm);
      expect(centimetresToInches(lowest - 1)).toBe(inches - 1);
      expect(centimetresToInches(highest + 1)).toBe(inches + 1);
    }
  });
});

describe('filtering on the server', () => {
  it.each<[string, Partial<TalentFilter>, number[]]>([
    ['a closed height range, imperial-only heights included', { height: { min: 170, max: 180 } }, [1, 2, 3]],
    ['an open height range', { height: { min: 180, max: null } }, [4]],
    ['an upper bound', { height: { min: null, max: 172 } }, [2]],
    ['an age range, from the birth date', { age: { min: 18, max: 25 } }, [2]],
    ['one hair colour, whatever its spelling', { hair: ['dark-brown'] }, [1, 4]],
    ['any of several colours', { hair: ['brown', 'dark-brown'] }, [1, 3, 4]],
    ['eye colours', { eyes: ['blue', 'green'] }, [1, 2, 4, 5]],
    [
      'every measurement at once',
      { height: { min: 170, max: 180 }, age: { min: 18, max: 30 }, eyes: ['blue', 'green'] },
      [1, 2],
    ],
    [
      'with subcategory, gender and search',
      { subcategory: MAINBOARD, gender: 'woman', search: 'ana', hair: ['brown', 'dark-brown'] },
      [1, 3],
    ],
    ['a colour nobody has', { hair: ['violet'] }, []],
  ])('%s', (_name, partial, expected) => {
    expect(ids(applyFilter(talents, MODELS, filter(partial), TODAY))).toEqual(expected);
  });

  it('counts, for each colour, the talents choosing it would show', () => {
    const chosen = filter({ hair: ['dark-brown'], height: { min: 170, max: null } });
    expect(colourCounts(talents, MODELS, chosen, TODAY)).toEqual({
      // Other hair colours count without the hair choice; the eyes count within it.
      hair: { 'dark-brown': 2, blonde: 1, brown: 1 },
      eyes: { blue: 1, green: 1 },
    });
  });

  it('sends the counts with the first step of a filter only', () => {
    const chosen = filter({ eyes: ['blue'] });
    const first = cataloguePage(talents, 'models', 'en', chosen, 0, TODAY);
    expect(first.total).toBe(2);
    expect(first.counts?.eyes).toEqual({ blue: 2, green: 2, brown: 1 });
    expect(cataloguePage(talents, 'models', 'en', chosen, 20, TODAY).counts).toBeUndefined();
  });
});

describe('what the filters offer', () => {
  it('only values present in the category, colours named in the page language', () => {
    const en = catalogueFacets(talents, 'models', 'en', TODAY).measures;
    expect(en.heights).toEqual([172, 175, 178, 188]);
    expect(en.ages).toEqual([18, 26, 30]);
    expect(en.hair).toEqual([
      { slug: 'blonde', label: 'Blonde' },
      { slug: 'brown', label: 'Brown' },
      { slug: 'dark-brown', label: 'Dark Brown' },
    ]);
    expect(en.eyes.map((choice) => choice.label)).toEqual(['Blue', 'Brown', 'Green']);
    const pt = catalogueFacets(talents, 'models', 'pt', TODAY).measures;
    expect(pt.hair.map((choice) => choice.label)).toEqual(['Castanho', 'Castanho Escuro', 'Loira']);
    expect(catalogueFacets(talents, 'commercial', 'en', TODAY).measures).toEqual({
      heights: [165],
      ages: [11],
      hair: [{ slug: 'red', label: 'Red' }],
      eyes: [{ slug: 'blue', label: 'Blue' }],
    });
  });
});

describe('choices', () => {
  const measured = filter({ height: { min: 170, max: 180 }, hair: ['brown'], search: 'ana' });

  it('subcategory, gender and "All" keep the measurements and the search', () => {
    expect(selectSubcategory(measured, NEW_FACES)).toEqual({ ...measured, subcategory: NEW_FACES });
    expect(selectGender(measured, 'man')).toEqual({ ...measured, gender: 'man' });
    expect(selectAll({ ...measured, subcategory: MAINBOARD, gender: 'woman' })).toEqual(measured);
  });

  it('one control clears every measurement and nothing else', () => {
    expect({ ...measured, ...clearMeasures() }).toEqual(filter({ search: 'ana' }));
    expect(measureCount(measured)).toBe(2);
    expect(measureCount(filter({ eyes: ['blue', 'green'], age: { min: 18, max: null } }))).toBe(3);
  });

  it('toggles colours, kept sorted', () => {
    const both = toggleColour(toggleColour(filter({}), 'eyes', 'green'), 'eyes', 'blue');
    expect(both.eyes).toEqual(['blue', 'green']);
    expect(toggleColour(both, 'eyes', 'green').eyes).toEqual(['blue']);
  });

  it('a range with no bound left is no range', () => {
    expect(selectRange(measured, 'height', { min: null, max: null }).height).toBeNull();
    expect(selectRange(measured, 'age', { min: 18, max: null }).age).toEqual({ min: 18, max: null });
  });
});
