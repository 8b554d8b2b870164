import { panelLocale, type Locale } from '@/lib/i18n/locales';
import type { AttributeOption, MeasureKey, Option, TalentAttributes } from '@/lib/content/types';
import { formatMeasure, isSizeMeasure, parseMeasure, sizeFigure } from '@/lib/talents/measures';

export type Choice = { value: string; label: string };

export const LANGUAGE_LEVELS = ['basic', 'intermediate', 'fluent', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const DEFAULT_LANGUAGE_LEVEL: LanguageLevel = 'fluent';

/** Hair types and lengths with the Portuguese values the panel stores for talents. */
export const HAIR_TYPES = [
  { value: 'Liso', key: 'straight' },
  { value: 'Ondulado', key: 'wavy' },
  { value: 'Encaracolado', key: 'curly' },
  { value: 'Crespo', key: 'coily' },
  { value: 'Afro', key: 'afro' },
] as const;
export const HAIR_LENGTHS = [
  { value: 'Rapado', key: 'shaved' },
  { value: 'Curto', key: 'short' },
  { value: 'Médio', key: 'medium' },
  { value: 'Comprido', key: 'long' },
  { value: 'Muito Comprido', key: 'veryLong' },
] as const;

type MeasureField = 'height' | 'bust' | 'waist' | 'hips' | 'shoes' | 'jeans';

export type ApplicationChoices = {
  countries: Option[];
  languages: Option[];
  ethnicities: Option[];
  /** Labelled in the browser (labelledMeasures), so the page's measure options do not travel twice. */
  measures: Record<MeasureField, string[]>;
  hairColours: Choice[];
  eyeColours: Choice[];
  skinTones: Choice[];
};

/** A panel list (countries, regions, cities, languages, ethnicities) as a select's entries, sent by id. */
export function optionChoices(options: readonly Option[]): Choice[] {
  return options.map(({ id, value }) => ({ value: String(id), label: value }));
}

/** The measure whose format labels each field's options (the bust field offers the chest list). */
const MEASURE_OF_FIELD: Record<MeasureField, MeasureKey> = {
  height: 'height',
  bust: 'chest',
  waist: 'waist',
  hips: 'hips',
  shoes: 'shoes',
  jeans: 'jeans',
};

// Labelled like profiles' measures, in both units, sizes as their one number; the panel's value is sent.
function measureChoices(values: string[], field: MeasureField, locale: Locale): Choice[] {
  const key = MEASURE_OF_FIELD[field];
  return values.map((value) => {
    // measureValues sent no blank value: there is always a measure to format.
    const measure = parseMeasure(value) ?? { metric: value, imperial: null };
    // A size's halves are different scales (EU / UK shoes): the field asks for the first one, by name.
    if (isSizeMeasure(key)) return { value, label: sizeFigure(measure, 'cm', locale) };
    const metric = formatMeasure(measure, 'cm', key, locale);
    const imperial = formatMeasure(measure, 'in', key, locale);
    return { value, label: metric === imperial ? metric : `${metric} · ${imperial}` };
  });
}

export function labelledMeasures(
  measures: ApplicationChoices['measures'],
  locale: Locale,
): Record<MeasureField, Choice[]> {
  const labelled = {} as Record<MeasureField, Choice[]>;
  for (const field of Object.keys(MEASURE_OF_FIELD) as MeasureField[]) {
    labelled[field] = measureChoices(measures[field], field, locale);
  }
  return labelled;
}

/** A measure list's values, without the blank ones a select could not offer. */
function measureValues(options: AttributeOption[] | undefined): string[] {
  return (options ?? []).flatMap(({ value }) => (parseMeasure(value) ? [value] : []));
}

// The panel's labels are Portuguese and its values English; talents store the Portuguese label, so that
// is sent. Skin tones are sent by id.
function colourChoices(options: AttributeOption[] | undefined, locale: Locale): Choice[] {
  return (options ?? []).map(({ label, value }) => ({
    value: label,
    label: locale === panelLocale ? label : value,
  }));
}

function skinChoices(options: AttributeOption[] | undefined, locale: Locale): Choice[] {
  return (options ?? []).flatMap(({ id, label, value }) =>
    id === undefined ? [] : [{ value: String(id), label: locale === panelLocale ? label : value }],
  );
}

export function applicationChoices(
  attributes: TalentAttributes,
  options: { countries: Option[]; languages: Option[]; ethnicities: Option[] },
  locale: Locale,
): ApplicationChoices {
  return {
    ...options,
    measures: {
      height: measureValues(attributes.height),
      // One bust / chest measure for everyone: the chest list fits children too.
      bust: measureValues(attributes.chest ?? attributes.bust),
      waist: measureValues(attributes.waist),
      hips: measureValues(attributes.hips),
      shoes: measureValues(attributes.shoes),
      jeans: measureValues(attributes.jeans),
    },
    hairColours: colourChoices(attributes.hair, locale),
    eyeColours: colourChoices(attributes.eyes, locale),
    skinTones: skinChoices(attributes.skin, locale),
  };
}

/** A listed field of the application whose values come from the panel's talent attributes. */
export type AttributeField = MeasureField | 'hairColour' | 'eyeColour' | 'skinTone';

/** The values the form's selects offer for each attribute field: the only ones the server accepts. */
export function attributeValues(attributes: TalentAttributes): Record<AttributeField, string[]> {
  const noOptions = { countries: [], languages: [], ethnicities: [] };
  // The values sent do not depend on the language, only their labels do.
  const { measures, hairColours, eyeColours, skinTones } = applicationChoices(
    attributes,
    noOptions,
    panelLocale,
  );
  const values = (choices: Choice[]) => choices.map(({ value }) => value);
  return {
    ...measures,
    hairColour: values(hairColours),
    eyeColour: values(eyeColours),
    skinTone: values(skinTones),
  };
}
