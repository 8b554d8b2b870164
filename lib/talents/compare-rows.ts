import type { Locale } from '@/lib/i18n/locales';
import type { MeasureKey, Talent } from '@/lib/content/types';
import { ageInYears } from './age';
import { colourLabel } from './colours';
import {
  formatMeasure,
  heightInCentimetres,
  lengthInCentimetres,
  localizeNumber,
  type MeasureUnit,
} from './measures';

// The wishlist's table and the package's comparison page both draw these.

/** Every row a comparison can be sorted by, in the order it shows them; the name heads each column. */
export const COMPARISON_ROWS = [
  'name',
  'age',
  'height',
  'torso',
  'waist',
  'hips',
  'shoes',
  'hair',
  'eyes',
] as const;
export type ComparisonRow = (typeof COMPARISON_ROWS)[number];
export type ValueRow = Exclude<ComparisonRow, 'name'>;
export const VALUE_ROWS = COMPARISON_ROWS.filter((row): row is ValueRow => row !== 'name');

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A value as shown in each unit, and what it sorts by (null: shown, yet not a figure to sort). */
export type ComparisonCell = { cm: string; in: string; sortBy: number | string | null };

/** One talent's column; a row the talent has no value for is null. */
export type ComparisonColumn = { id: number; name: string; cells: Record<ValueRow, ComparisonCell | null> };

export type ComparedTalent = Pick<
  Talent,
  'id' | 'name' | 'gender' | 'birthdate' | 'measures' | 'hair' | 'eyes'
>;

function measureCell(
  talent: ComparedTalent,
  key: MeasureKey,
  locale: Locale,
  sortBy: number | null,
): ComparisonCell | null {
  const measure = talent.measures[key];
  if (!measure) return null;
  // Either unit falls back on the other half, so both are empty or neither is.
  const cm = formatMeasure(measure, 'cm', key, locale);
  return cm ? { cm, in: formatMeasure(measure, 'in', key, locale), sortBy } : null;
}

function sameInBothUnits(text: string, sortBy: number | string): ComparisonCell {
  return { cm: text, in: text, sortBy };
}

/** A shoe size's figure: the metric half (EU), else the other one. */
function sizeFigure(talent: ComparedTalent): number | null {
  const { metric, imperial } = talent.measures.shoes ?? { metric: '', imperial: null };
  const figure = Number((metric || imperial || '').replace(',', '.'));
  return figure > 0 ? figure : null;
}

/** Bust for women and non-binary talents, chest for men, the other one when theirs is missing. */
function torsoKey({ gender, measures }: ComparedTalent): MeasureKey {
  if (gender === 'man') return measures.chest ? 'chest' : 'bust';
  return measures.bust ? 'bust' : 'chest';
}

export function comparisonColumn(talent: ComparedTalent, locale: Locale, today: Date): ComparisonColumn {
  const age = talent.birthdate ? ageInYears(talent.birthdate, today) : null;
  const torso = torsoKey(talent);
  const colour = (value: string | null) => {
    const label = value && colourLabel(value, locale);
    return label ? sameInBothUnits(label, label) : null;
  };
  return {
    id: talent.id,
    name: talent.name,
    cells: {
      age: age === null ? null : sameInBothUnits(localizeNumber(String(age), locale), age),
      height: measureCell(talent, 'height', locale, heightInCentimetres(talent.measures.height)),
      torso: measureCell(talent, torso, locale, lengthInCentimetres(talent.measures[torso])),
      waist: measureCell(talent, 'waist', locale, lengthInCentimetres(talent.measures.waist)),
      hips: measureCell(talent, 'hips', locale, lengthInCentimetres(talent.measures.hips)),
      shoes: measureCell(talent, 'shoes', locale, sizeFigure(talent)),
      hair: colour(talent.hair),
      eyes: colour(talent.eyes),
    },
  };
}

export const NO_VALUE = '—';

export function cellText(cell: ComparisonCell | null, unit: MeasureUnit): string {
  return cell ? cell[unit] : NO_VALUE;
}

type Sortable = Pick<ComparisonColumn, 'name' | 'cells'>;

function sortValue(column: Sortable, row: ComparisonRow): number | string | null {
  return row === 'name' ? column.name : (column.cells[row]?.sortBy ?? null);
}

/** Talents without a value for `row` come last either way; ties keep the order they came in. */
export function sortColumns<Column extends Sortable>(
  columns: readonly Column[],
  row: ComparisonRow,
  order: SortOrder,
  locale: Locale,
): Column[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const direction = order === 'asc' ? 1 : -1;
  return columns
    .map((column) => ({ column, value: sortValue(column, row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return (a.value === null ? 1 : 0) - (b.value === null ? 1 : 0);
      const difference =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return direction * difference;
    })
    .map(({ column }) => column);
}
