import type { Measure, MeasureKey, Talent } from '@/lib/content/types';

/** The card's CM/INCHES switch; cm is the default. */
export type MeasureUnit = 'cm' | 'in';

export type MeasureRow = { key: MeasureKey; value: string };

/**
 * Shoes, jeans, suit and shirt are sizes (EU/US, waist in inches, collar): their two halves are
 * different scales, shown as they are, without a unit. The other keys are body lengths.
 */
const SIZE_KEYS: ReadonlySet<MeasureKey> = new Set(['shoes', 'jeans', 'suit', 'shirt']);

const CM_PER_INCH = 2.54;

/** A value typed with its own unit ("178cm", "5'10\"", "34 in") is shown as typed. */
function hasUnit(value: string): boolean {
  return /[a-z'"’”″]/i.test(value);
}

/** Centimetres in inches; heights in feet and inches, as the panel writes them ("5'10\""). */
function toImperial(centimetres: number, key: MeasureKey): string {
  const inches = Math.round(centimetres / CM_PER_INCH);
  return key === 'height' ? `${Math.floor(inches / 12)}'${inches % 12}"` : `${inches}"`;
}

function metricLength(value: string): string {
  return hasUnit(value) ? value : `${value} cm`;
}

function imperialLength(value: string): string {
  return hasUnit(value) ? value : `${value}"`;
}

/**
 * One measure in the chosen unit. Lengths get their unit; a length without an imperial half is
 * converted from centimetres. When the chosen half is missing the other one is shown rather than
 * nothing. An empty string means there is nothing to show.
 */
export function formatMeasure(measure: Measure, unit: MeasureUnit, key: MeasureKey): string {
  const { metric, imperial } = measure;
  if (SIZE_KEYS.has(key)) return (unit === 'in' ? imperial || metric : metric || imperial) ?? '';
  if (unit === 'cm') {
    if (metric) return metricLength(metric);
    return imperial ? imperialLength(imperial) : '';
  }
  if (imperial) return imperialLength(imperial);
  const centimetres = Number(metric);
  if (metric && Number.isFinite(centimetres)) return toImperial(centimetres, key);
  return metric ? metricLength(metric) : '';
}

/**
 * The measures a card or profile lists, in display order. There is one torso row: "chest" for men,
 * "bust" for everyone else, each falling back to the other field, because the panel often fills both
 * with the same figure and showing it twice would read as two measures.
 */
export function measureRows(talent: Pick<Talent, 'gender' | 'measures'>, unit: MeasureUnit): MeasureRow[] {
  const { measures } = talent;
  const torso: MeasureRow['key'] = talent.gender === 'man' ? 'chest' : 'bust';
  const torsoMeasure =
    torso === 'chest' ? (measures.chest ?? measures.bust) : (measures.bust ?? measures.chest);
  const entries: [MeasureKey, Measure | undefined][] = [
    ['height', measures.height],
    [torso, torsoMeasure],
    ['waist', measures.waist],
    ['hips', measures.hips],
    ['shoes', measures.shoes],
    ['jeans', measures.jeans],
    ['suit', measures.suit],
    ['shirt', measures.shirt],
  ];
  return entries.flatMap(([key, measure]) => {
    const value = measure ? formatMeasure(measure, unit, key) : '';
    return value ? [{ key, value }] : [];
  });
}
