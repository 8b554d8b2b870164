import { localeTable, type Locale } from '@/lib/i18n/locales';
import type { Measure, MeasureKey, Talent } from '@/lib/content/types';

export type MeasureUnit = 'cm' | 'in';

export type MeasureRow = { key: MeasureKey; value: string };

/** The panel writes "metric/imperial" ("86/34", "170/5'7\""). */
export function parseMeasure(value: string | null | undefined): Measure | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const [metric = '', imperial] = trimmed.split('/', 2).map((part) => part.trim());
  return { metric, imperial: imperial || null };
}

type SizeKey = 'shoes' | 'jeans' | 'suit' | 'shirt';
type Half = 'metric' | 'imperial';

// Each half is shown named, so nobody reads a UK shoe as a US one. The panel writes EU first, then UK
// (jeans: the waist in inches).
const SIZE_SCALES: Record<SizeKey, Record<Half, string>> = {
  shoes: { metric: 'EU ', imperial: 'UK ' },
  jeans: { metric: 'EU ', imperial: 'W' },
  suit: { metric: 'EU ', imperial: 'UK ' },
  shirt: { metric: 'EU ', imperial: 'UK ' },
};

export function isSizeMeasure(key: MeasureKey): key is SizeKey {
  return Object.hasOwn(SIZE_SCALES, key);
}

/** The half of a size the unit asks for, else the other one. */
function sizeHalf(measure: Measure, unit: MeasureUnit): { half: Half; figure: string } | null {
  const order: Half[] = unit === 'in' ? ['imperial', 'metric'] : ['metric', 'imperial'];
  const half = order.find((candidate) => measure[candidate]);
  return half ? { half, figure: measure[half]! } : null;
}

/** A size's bare figure, for a field that names the scale it asks for. */
export function sizeFigure(measure: Measure, unit: MeasureUnit, locale: Locale): string {
  const shown = sizeHalf(measure, unit);
  return shown ? localizeNumber(shown.figure, locale) : '';
}

export const CM_PER_INCH = 2.54;

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTable[locale].tag, {
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    numberFormats.set(locale, format);
  }
  return format;
}

/** Anything but a plain number (a value typed with its unit, "5'10\"") is shown as it is. */
export function localizeNumber(value: string, locale: Locale): string {
  // Short numbers are written by hand, as Intl writes them (formatCount, lib/i18n/numbers.ts, says why).
  const short = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(value);
  if (short) {
    const whole = String(Number(short[1]));
    const fraction = short[2]?.replace(/0+$/, '');
    return fraction ? `${whole}${localeTable[locale].separators.decimal}${fraction}` : whole;
  }
  return /^\d+[.,]\d+$/.test(value) ? numberFormat(locale).format(Number(value.replace(',', '.'))) : value;
}

function hasUnit(value: string): boolean {
  return /[a-z'"’”″]/i.test(value);
}

export function centimetresToInches(centimetres: number): number {
  return Math.round(centimetres / CM_PER_INCH);
}

export function feetAndInches(inches: number): string {
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

function toImperial(centimetres: number, key: MeasureKey): string {
  const inches = centimetresToInches(centimetres);
  return key === 'height' ? feetAndInches(inches) : `${inches}"`;
}

/** A height range chosen in inches covers exactly the talents whose height reads within it. */
export function centimetresShownAs(inches: number): { lowest: number; highest: number } {
  return {
    lowest: Math.ceil((inches - 0.5) * CM_PER_INCH),
    highest: Math.ceil((inches + 0.5) * CM_PER_INCH) - 1,
  };
}

const METRIC_HEIGHT = /^(\d+(?:[.,]\d+)?)\s*(cm|m)?$/i;
const IMPERIAL_HEIGHT = /^(\d+)\s*(?:'|’|′|ft)\s*(?:(\d+(?:\.\d+)?)\s*(?:"|”|″|in)?)?$/i;

/** The metric half ("178", "178 cm", "1.78 m"), else the imperial one ("5'10\""). */
export function heightInCentimetres(measure: Measure | undefined): number | null {
  const metric = METRIC_HEIGHT.exec(measure?.metric.trim() ?? '');
  if (metric) {
    const value = Number(metric[1]!.replace(',', '.'));
    // A figure under 3 is in metres ("1.78", "1,78 m"): nobody is 2 cm tall.
    const centimetres = value < 3 ? value * 100 : value;
    return centimetres > 0 ? Math.round(centimetres) : null;
  }
  const imperial = IMPERIAL_HEIGHT.exec(measure?.imperial?.trim() ?? '');
  if (!imperial) return null;
  const inches = Number(imperial[1]) * 12 + Number(imperial[2] ?? 0);
  return inches > 0 ? Math.round(inches * CM_PER_INCH) : null;
}

const METRIC_LENGTH = /^(\d+(?:[.,]\d+)?)\s*(?:cm)?$/i;
const IMPERIAL_LENGTH = /^(\d+(?:[.,]\d+)?)\s*(?:"|”|″|in)?$/i;

/** A bust, chest, waist or hips: the metric half ("86", "86 cm"), else the imperial one ("34", "34\""). */
export function lengthInCentimetres(measure: Measure | undefined): number | null {
  const metric = METRIC_LENGTH.exec(measure?.metric.trim() ?? '');
  const imperial = metric ? null : IMPERIAL_LENGTH.exec(measure?.imperial?.trim() ?? '');
  const figure = metric ?? imperial;
  if (!figure) return null;
  const value = Number(figure[1]!.replace(',', '.')) * (metric ? 1 : CM_PER_INCH);
  return value > 0 ? Math.round(value) : null;
}

function metricLength(value: string, locale: Locale): string {
  return hasUnit(value) ? value : `${localizeNumber(value, locale)} cm`;
}

function imperialLength(value: string, locale: Locale): string {
  return hasUnit(value) ? value : `${localizeNumber(value, locale)}"`;
}

/** When the chosen half is missing the other one is shown rather than nothing; '' is nothing to show. */
export function formatMeasure(measure: Measure, unit: MeasureUnit, key: MeasureKey, locale: Locale): string {
  const { metric, imperial } = measure;
  if (isSizeMeasure(key)) {
    const shown = sizeHalf(measure, unit);
    if (!shown) return '';
    const figure = localizeNumber(shown.figure, locale);
    return hasUnit(figure) ? figure : `${SIZE_SCALES[key][shown.half]}${figure}`;
  }
  if (unit === 'cm') {
    if (metric) return metricLength(metric, locale);
    return imperial ? imperialLength(imperial, locale) : '';
  }
  if (imperial) return imperialLength(imperial, locale);
  const centimetres = Number(metric);
  if (metric && Number.isFinite(centimetres)) return toImperial(centimetres, key);
  return metric ? metricLength(metric, locale) : '';
}

/** One torso row: the panel often fills chest and bust with the same figure, which would read as two. */
export function measureRows(
  talent: Pick<Talent, 'gender' | 'measures'>,
  unit: MeasureUnit,
  locale: Locale,
): MeasureRow[] {
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
    const value = measure ? formatMeasure(measure, unit, key, locale) : '';
    return value ? [{ key, value }] : [];
  });
}
