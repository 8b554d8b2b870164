import { describe, expect, it } from 'vitest';
import {
  cellText,
  comparisonColumn,
  sortColumns,
  VALUE_ROWS,
  type ComparisonColumn,
} from '@/lib/talents/compare-rows';
import { parseMeasure } from '@/lib/talents/measures';
import { talent } from './talent-fixture';

const TODAY = new Date(2026, 5, 15);

const measures = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, parseMeasure(value)]));

const ana = talent(1, 'Ana Sousa', 'woman', [1], {
  birthdate: '2000-01-10',
  measures: measures({ height: '176/5\'9"', bust: '84/33', waist: '61', hips: '89/35', shoes: '39/8.5' }),
  hair: 'Castanho Escuro',
  eyes: 'Azul',
});
const bruno = talent(2, 'Bruno Alves', 'man', [1], {
  birthdate: '1995-08-01',
  measures: measures({ height: '188', chest: '98/39', bust: '90', waist: '80/31', shoes: '44' }),
  hair: 'Loiro',
});
const carla = talent(3, 'Carla Dias', 'woman', [1], { measures: measures({ height: '1,68 m' }) });
const duarte = talent(4, 'Duarte Cruz', 'undefined', [1], {
  birthdate: '2001-03-02',
  measures: measures({ height: '176', chest: '90' }),
});

const texts = (column: ComparisonColumn, unit: 'cm' | 'in') =>
  Object.fromEntries(VALUE_ROWS.map((row) => [row, cellText(column.cells[row], unit)]));

describe('comparison rows', () => {
  it('gives each row’s value in centimetres and in inches', () => {
    const column = comparisonColumn(ana, 'en', TODAY);
    expect(texts(column, 'cm')).toEqual({
      age: '26',
      height: '176 cm',
      torso: '84 cm',
      waist: '61 cm',
      hips: '89 cm',
      shoes: 'EU 39',
      hair: 'Dark Brown',
      eyes: 'Blue',
    });
    expect(texts(column, 'in')).toEqual({
      age: '26',
      height: '5\'9"',
      torso: '33"',
      waist: '24"',
      hips: '35"',
      shoes: 'UK 8.5',
      hair: 'Dark Brown',
      eyes: 'Blue',
    });
  });

  it('speaks the visitor’s language: colours and decimals', () => {
    const column = comparisonColumn(ana, 'pt', TODAY);
    expect(texts(column, 'in')).toMatchObject({ shoes: 'UK 8,5', hair: 'Castanho Escuro', eyes: 'Azul' });
  });

  it('shows a man’s chest and a woman’s bust in the one torso row, else whichever they have', () => {
    expect(cellText(comparisonColumn(bruno, 'en', TODAY).cells.torso, 'cm')).toBe('98 cm');
    expect(cellText(comparisonColumn(bruno, 'en', TODAY).cells.torso, 'in')).toBe('39"');
    expect(cellText(comparisonColumn(duarte, 'en', TODAY).cells.torso, 'cm')).toBe('90 cm');
  });

  it('leaves what the talent lacks empty, shown as a dash in either unit', () => {
    const column = comparisonColumn(carla, 'en', TODAY);
    expect(column.cells).toMatchObject({ age: null, torso: null, waist: null, shoes: null, hair: null });
    expect(texts(column, 'cm')).toMatchObject({ height: '1,68 m', age: '—', eyes: '—' });
    expect(column.cells.height?.sortBy).toBe(168);
  });
});

describe('sorting the columns by a row', () => {
  const columns = [ana, bruno, carla, duarte].map((one) => comparisonColumn(one, 'en', TODAY));
  const names = (sorted: ComparisonColumn[]) => sorted.map((column) => column.name);

  it('orders by height both ways, by the figure whatever the unit it was written in', () => {
    expect(names(sortColumns(columns, 'height', 'asc', 'en'))).toEqual([
      'Carla Dias',
      'Ana Sousa',
      'Duarte Cruz',
      'Bruno Alves',
    ]);
    expect(names(sortColumns(columns, 'height', 'desc', 'en'))).toEqual([
      'Bruno Alves',
      'Ana Sousa',
      'Duarte Cruz',
      'Carla Dias',
    ]);
  });

  it('keeps tied talents in the order they came in, in both directions', () => {
    const reversed = [...columns].reverse();
    expect(names(sortColumns(reversed, 'height', 'asc', 'en')).slice(1, 3)).toEqual([
      'Duarte Cruz',
      'Ana Sousa',
    ]);
    expect(names(sortColumns(reversed, 'height', 'desc', 'en')).slice(1, 3)).toEqual([
      'Duarte Cruz',
      'Ana Sousa',
    ]);
  });

  it('puts talents without the value last, ascending and descending', () => {
    expect(names(sortColumns(columns, 'age', 'asc', 'en'))).toEqual([
      'Duarte Cruz',
      'Ana Sousa',
      'Bruno Alves',
      'Carla Dias',
    ]);
    expect(names(sortColumns(columns, 'age', 'desc', 'en'))).toEqual([
      'Bruno Alves',
      'Ana Sousa',
      'Duarte Cruz',
      'Carla Dias',
    ]);
    expect(names(sortColumns(columns, 'waist', 'desc', 'en')).slice(2)).toEqual([
      'Carla Dias',
      'Duarte Cruz',
    ]);
  });

  it('orders names and colours as words, in the page’s language', () => {
    expect(names(sortColumns(columns, 'name', 'desc', 'en'))).toEqual([
      'Duarte Cruz',
      'Carla Dias',
      'Bruno Alves',
      'Ana Sousa',
    ]);
    expect(names(sortColumns(columns, 'hair', 'asc', 'en')).slice(0, 2)).toEqual([
      'Bruno Alves',
      'Ana Sousa',
    ]);
    expect(names(sortColumns(columns, 'shoes', 'desc', 'en')).slice(0, 2)).toEqual([
      'Bruno Alves',
      'Ana Sousa',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const before = names(columns);
    sortColumns(columns, 'height', 'desc', 'en');
    expect(names(columns)).toEqual(before);
  });
});
