import { describe, expect, it } from 'vitest';
import type { Gender, Talent } from '@/lib/content/types';
import { differenceAmount, similarTalents } from '@/lib/talents/similar';
import { talent } from './talent-fixture';

// Look-alikes on a profile: the nearest talents of the same category and gender by measures, age and
// colours, each with the measure in which it differs most.

const TODAY = new Date('2026-06-01');
const MODELS = 17;
const ACTORS = 26;

type Look = {
  height?: number;
  torso?: number;
  waist?: number;
  hips?: number;
  born?: string;
  hair?: string;
  eyes?: string;
};

/** A complete record by default: 175 cm, 85-62-90, born 2000-01-01, brown hair and eyes. */
function person(id: number, gender: Gender, categoryIds: number[], look: Look = {}, omit: string[] = []) {
  const length = (value: number) => ({ metric: String(value), imperial: null });
  const full = { height: 175, torso: 85, waist: 62, hips: 90, born: '2000-01-01', hair: 'Castanho', ...look };
  const has = (key: string) => !omit.includes(key);
  const torsoKey = gender === 'man' ? 'chest' : 'bust';
  return talent(id, `Talent ${id}`, gender, categoryIds, {
    birthdate: has('born') ? full.born : null,
    hair: has('hair') ? full.hair : null,
    eyes: has('eyes') ? (look.eyes ?? 'Castanho') : null,
    measures: {
      ...(has('height') && { height: length(full.height) }),
      ...(has('torso') && { [torsoKey]: length(full.torso) }),
      ...(has('waist') && { waist: length(full.waist) }),
      ...(has('hips') && { hips: length(full.hips) }),
    },
  });
}

const ids = (found: ReturnType<typeof similarTalents>) => found.map((entry) => entry.talent.id);

describe('similarTalents', () => {
  it('compares only talents of the same category', () => {
    const talents = [
      person(1, 'woman', [MODELS]),
      person(2, 'woman', [ACTORS]),
      person(3, 'woman', [MODELS, ACTORS], { height: 180 }),
    ];
    expect(ids(similarTalents(talents, 'models', 1, TODAY))).toEqual([3]);
    expect(ids(similarTalents(talents, 'actors', 3, TODAY))).toEqual([2]);
  });

  it('compares only talents of the same gender where the category has several', () => {
    const talents = [
      person(1, 'woman', [MODELS]),
      // A twin in every measure, but a man.
      person(2, 'man', [MODELS]),
      person(3, 'undefined', [MODELS]),
      person(4, 'woman', [MODELS], { height: 190 }),
    ];
    expect(ids(similarTalents(talents, 'models', 1, TODAY))).toEqual([4]);
    expect(ids(similarTalents(talents, 'models', 2, TODAY))).toEqual([]);
  });

  it('puts the nearest first, equal distances by id, and no more than six', () => {
    const talents = [
      person(1, 'woman', [MODELS]),
      person(9, 'woman', [MODELS], { height: 185 }),
      person(8, 'woman', [MODELS], { height: 176 }),
      person(7, 'woman', [MODELS], { height: 174 }),
      person(6, 'woman', [MODELS], { waist: 70 }),
      person(5, 'woman', [MODELS], { born: '1990-01-01' }),
      person(4, 'woman', [MODELS], { hair: 'Castanho Escuro' }),
      person(3, 'woman', [MODELS], { hair: 'Loiro' }),
      person(2, 'woman', [MODELS], { height: 200 }),
    ];
    const found = similarTalents(talents, 'models', 1, TODAY);
    // 1 cm of height is 0.2 of a spread; a hair colour of the same family 0.5, another one 1; 8 cm of
    // waist 2 as 10 cm of height (the lower id first); 10 years 3.33 and 25 cm of height 5 are left out.
    expect(ids(found)).toEqual([7, 8, 4, 3, 6, 9]);
    expect(found[0]!.distance).toBeCloseTo(0.2);
    expect(found[2]!.distance).toBeCloseTo(0.5);
    expect(similarTalents(talents, 'models', 1, TODAY, 3)).toHaveLength(3);
  });

  it('counts a measure either talent lacks as one spread apart, and compares the rest', () => {
    const talents = [
      person(1, 'woman', [MODELS]),
      person(2, 'woman', [MODELS], {}, ['hips']),
      person(3, 'woman', [MODELS], { hips: 96 }),
      person(4, 'woman', [MODELS], { height: 200 }, ['waist', 'hair', 'eyes']),
    ];
    const found = similarTalents(talents, 'models', 1, TODAY);
    expect(ids(found)).toEqual([2, 3, 4]);
    expect(found[0]!.distance).toBeCloseTo(1);
    expect(found[0]!.differsMost).toBeNull();
    // Height is the only measure both have that differs.
    expect(found[2]!.differsMost).toEqual({ key: 'height', amount: 25 });
    // This talent's own gaps weigh the same for everyone: the order still follows what is known.
    const withoutHeight = [person(1, 'woman', [MODELS], {}, ['height']), ...talents.slice(1)];
    expect(ids(similarTalents(withoutHeight, 'models', 1, TODAY))).toEqual([2, 3, 4]);
  });

  it('reads imperial-only measures and the torso as measures show it', () => {
    const man = (id: number, chest: Talent['measures']) =>
      talent(id, `Man ${id}`, 'man', [MODELS], {
        measures: { height: { metric: '185', imperial: null }, ...chest },
      });
    const talents = [
      man(1, { chest: { metric: '96', imperial: null } }),
      man(2, { bust: { metric: '', imperial: '40"' } }),
    ];
    // 40" is 102 cm: 6 cm more chest, shown as the man's chest.
    expect(similarTalents(talents, 'models', 1, TODAY)[0]!.differsMost).toEqual({ key: 'chest', amount: 6 });
  });

  it('names the measure that differs most for its spread, signed from this talent', () => {
    const talents = [
      person(1, 'woman', [MODELS]),
      // 3 cm of height (0.6) against 2 cm of waist (0.5).
      person(2, 'woman', [MODELS], { height: 178, waist: 60 }),
      // 4 cm less hips (1) against 2 years (0.67).
      person(3, 'woman', [MODELS], { hips: 86, born: '1998-01-01' }),
      person(4, 'woman', [MODELS], { born: '1996-01-01' }),
    ];
    const differences = Object.fromEntries(
      similarTalents(talents, 'models', 1, TODAY).map((entry) => [entry.talent.id, entry.differsMost]),
    );
    expect(differences).toEqual({
      2: { key: 'height', amount: 3 },
      3: { key: 'hips', amount: -4 },
      4: { key: 'age', amount: 4 },
    });
  });

  it('keeps within eight years, never a minor beside an adult or an adult beside a minor', () => {
    const talents = [
      person(1, 'woman', [MODELS], { born: '2000-01-01' }), // 26
      person(2, 'woman', [MODELS], { born: '1992-01-01' }), // 34
      person(3, 'woman', [MODELS], { born: '1991-01-01' }), // 35
      person(4, 'woman', [MODELS], { born: '2007-01-01' }), // 19
      person(5, 'woman', [MODELS], {}, ['born']),
      person(6, 'woman', [MODELS], { born: '2009-01-01' }), // 17
      person(7, 'woman', [MODELS], { born: '2012-01-01' }), // 14
    ];
    const sorted = (id: number) => ids(similarTalents(talents, 'models', id, TODAY)).toSorted();
    expect(sorted(1)).toEqual([2, 4]);
    expect(sorted(4)).toEqual([1]);
    // Two years apart, but one is a minor.
    expect(sorted(6)).toEqual([7]);
    // An age nobody knows could be anything: fewer look-alikes rather than unlike ones.
    expect(sorted(5)).toEqual([]);
  });

  it('is empty when the talent is alone in its category and gender, or not in the list', () => {
    const talents = [person(1, 'woman', [MODELS]), person(2, 'man', [MODELS]), person(3, 'woman', [ACTORS])];
    expect(similarTalents(talents, 'models', 1, TODAY)).toEqual([]);
    expect(similarTalents(talents, 'models', 99, TODAY)).toEqual([]);
    expect(similarTalents([], 'models', 1, TODAY)).toEqual([]);
  });
});

describe('differenceAmount', () => {
  it('writes centimetres or inches as the visitor chose, signed, in the visitor’s language', () => {
    expect(differenceAmount({ key: 'height', amount: 3 }, 'cm', 'en')).toBe('+3 cm');
    expect(differenceAmount({ key: 'waist', amount: -4 }, 'cm', 'pt')).toBe('-4 cm');
    expect(differenceAmount({ key: 'height', amount: 3 }, 'in', 'en')).toBe('+1.2"');
    expect(differenceAmount({ key: 'hips', amount: -5 }, 'in', 'pt')).toBe('-2"');
    expect(differenceAmount({ key: 'bust', amount: 4 }, 'in', 'pt')).toBe('+1,6"');
  });

  it('writes years alike in both units', () => {
    expect(differenceAmount({ key: 'age', amount: -2 }, 'cm', 'en')).toBe('-2');
    expect(differenceAmount({ key: 'age', amount: 2 }, 'in', 'pt')).toBe('+2');
  });
});
