import { describe, expect, it } from 'vitest';
import type { Gender, MeasureKey, Talent } from '@/lib/content/types';
import {
  formatMeasure,
  localizeNumber,
  measureRows,
  parseMeasure,
  type MeasureUnit,
} from '@/lib/talents/measures';

/** Measures as the panel stores them ("cm/imperial"), read the way lib/panel reads them. */
function measure(raw: string) {
  const parsed = parseMeasure(raw);
  if (!parsed) throw new Error(`not a measure: ${raw}`);
  return parsed;
}

describe('formatMeasure', () => {
  it.each<[MeasureKey, string, MeasureUnit, string]>([
    // Lengths: cm appended, imperial half as given or marked as inches.
    ['height', `178/5'10"`, 'cm', '178 cm'],
    ['height', `178/5'10"`, 'in', `5'10"`],
    ['bust', '86/34', 'cm', '86 cm'],
    ['bust', '86/34', 'in', '34"'],
    ['waist', '60.5/24', 'cm', '60.5 cm'],
    // A value typed with its unit is not given a second one.
    ['hips', '90cm/35 in', 'cm', '90cm'],
    ['hips', '90cm/35 in', 'in', '35 in'],
    // No imperial half: converted from centimetres.
    ['height', '178', 'in', `5'10"`],
    ['chest', '96', 'in', '38"'],
    // The chosen half missing or unreadable: the other one rather than nothing.
    ['waist', '/24', 'cm', '24"'],
    ['waist', 'ca. 60', 'in', 'ca. 60'],
    // Sizes: the two halves are scales of their own (EU, then UK; jeans' waist in inches), each named.
    ['shoes', '39/6', 'cm', 'EU 39'],
    ['shoes', '39/6', 'in', 'UK 6'],
    ['shoes', '38.5', 'in', 'EU 38.5'],
    ['shoes', '/6.5', 'cm', 'UK 6.5'],
    ['jeans', '38/30', 'cm', 'EU 38'],
    ['jeans', '38/30', 'in', 'W30'],
    ['suit', '48/38', 'cm', 'EU 48'],
    ['suit', '48/38', 'in', 'UK 38'],
    ['shirt', '40/15.5', 'in', 'UK 15.5'],
    // A size typed with its scale stays as typed.
    ['shoes', 'EU 39/US 8', 'in', 'US 8'],
  ])('%s "%s" in %s → %s', (key, raw, unit, expected) => {
    expect(formatMeasure(measure(raw), unit, key, 'en')).toBe(expected);
  });

  it.each<[MeasureKey, string, MeasureUnit, string]>([
    // Portuguese writes decimals with a comma, in both units and in sizes.
    ['waist', '60.5/24', 'cm', '60,5 cm'],
    ['waist', '60/23.5', 'in', '23,5"'],
    ['shoes', '39.5', 'cm', 'EU 39,5'],
    ['shoes', '39.5/6.5', 'in', 'UK 6,5'],
    ['shirt', '40/15.5', 'in', 'UK 15,5'],
    ['bust', '86/34', 'cm', '86 cm'],
    ['height', `178/5'10"`, 'in', `5'10"`],
    // A value typed with its unit stays as typed.
    ['hips', '90.5cm/35 in', 'cm', '90.5cm'],
  ])('in Portuguese, %s "%s" in %s → %s', (key, raw, unit, expected) => {
    expect(formatMeasure(measure(raw), unit, key, 'pt')).toBe(expected);
  });
});

describe('localizeNumber', () => {
  it.each([
    ['39.5', 'pt', '39,5'],
    ['39.5', 'en', '39.5'],
    // The panel may already write a comma: the page's language decides.
    ['39,5', 'en', '39.5'],
    ['1000', 'pt', '1000'],
    ['42', 'pt', '42'],
    ['ca. 60', 'pt', 'ca. 60'],
    ['39.125', 'pt', '39,13'],
  ] as const)('"%s" in %s → %s', (value, locale, expected) => {
    expect(localizeNumber(value, locale)).toBe(expected);
  });

  // The shortcut for whole numbers and one or two decimals must write exactly what Intl writes.
  it.each(['pt', 'en'] as const)(
    'writes what Intl writes for the sizes the panel offers, in %s',
    (locale) => {
      const intl = new Intl.NumberFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', {
        maximumFractionDigits: 2,
        useGrouping: false,
      });
      const values = [
        '0',
        '007',
        '10000',
        '1234567',
        '0.5',
        '39.0',
        '39.05',
        '39.50',
        '44,25',
        '120.1',
        '3.99',
      ];
      for (let tenth = 0; tenth <= 600; tenth += 5) values.push((tenth / 10).toFixed(1), String(tenth / 10));
      for (const value of values)
        expect(localizeNumber(value, locale), value).toBe(intl.format(Number(value.replace(',', '.'))));
    },
  );
});

function talent(
  gender: Gender,
  raw: Partial<Record<MeasureKey, string>>,
): Pick<Talent, 'gender' | 'measures'> {
  const measures: Talent['measures'] = {};
  for (const [key, value] of Object.entries(raw) as [MeasureKey, string][]) measures[key] = measure(value);
  return { gender, measures };
}

describe('measureRows', () => {
  it('lists the measures a talent has, in display order, in the chosen unit', () => {
    const rows = measureRows(
      talent('woman', { shirt: '40/8', shoes: '39/6', hips: '90/35', height: `178/5'10"`, bust: '86/34' }),
      'cm',
      'en',
    );
    expect(rows).toEqual([
      { key: 'height', value: '178 cm' },
      { key: 'bust', value: '86 cm' },
      { key: 'hips', value: '90 cm' },
      { key: 'shoes', value: 'EU 39' },
      { key: 'shirt', value: 'EU 40' },
    ]);
    expect(measureRows(talent('woman', { bust: '86/34' }), 'in', 'en')).toEqual([
      { key: 'bust', value: '34"' },
    ]);
  });

  it.each<[Gender, Partial<Record<MeasureKey, string>>, MeasureKey, string]>([
    // Men's bust is their chest.
    ['man', { bust: '96/38' }, 'chest', '96 cm'],
    ['man', { bust: '96/38', chest: '98/39' }, 'chest', '98 cm'],
    ['woman', { bust: '86/34' }, 'bust', '86 cm'],
    ['woman', { chest: '86/34' }, 'bust', '86 cm'],
    ['undefined', { bust: '88/35', chest: '88/35' }, 'bust', '88 cm'],
  ])('gender %s with %o has one torso row, %s %s', (gender, raw, key, value) => {
    expect(measureRows(talent(gender, raw), 'cm', 'en')).toEqual([{ key, value }]);
  });

  it('is empty for a talent without measures', () => {
    expect(measureRows(talent('man', {}), 'in', 'en')).toEqual([]);
  });
});
