import type { Locale } from '@/lib/i18n/routes';
import type { AttributeOption, MeasureKey, Option, TalentAttributes } from '@/lib/content/types';
import { parseMeasure } from '@/lib/panel/reshape';
import { formatMeasure, isSizeMeasure } from '@/lib/talents/measures';

/** One entry of a select: what is sent, and what the visitor reads. */
export type Choice = { value: string; label: string };

export type MeasureField = 'height' | 'bust' | 'waist' | 'hips' | 'shoes' | 'jeans';

/** Everything the application form offers in its selects, ready for the visitor's language. */
export type ApplicationChoices = {
  countries: Option[];
  languages: Option[];
  ethnicities: Option[];
  measures: Record<MeasureField, Choice[]>;
  hairColours: Choice[];
  eyeColours: Choice[];
  skinTones: Choice[];
};

/**
 * A measure list of the panel ("86/34" labelled "86 cm"), each option labelled from its value the way
 * profiles show measures, in the page's language: lengths in both units ("86 cm · 34\"", "170 cm ·
 * 5'7\""), sizes as the one number they are ("39,5" in Portuguese). The value sent is the panel's own.
 */
function measureChoices(options: AttributeOption[] | undefined, key: MeasureKey, locale: Locale): Choice[] {
  return (options ?? []).map(({ value, label }) => {
    const measure = parseMeasure(value);
    if (!measure) return { value, label };
    const metric = formatMeasure(measure, 'cm', key, locale);
    // A size's halves are different scales (EU / US shoes): the field asks for the first one.
    if (isSizeMeasure(key)) return { value, label: metric };
    const imperial = formatMeasure(measure, 'in', key, locale);
    return { value, label: metric === imperial ? metric : `${metric} · ${imperial}` };
  });
}

/**
 * Colours and skin tones: the panel's labels are Portuguese and its values English (local-panel
 * README). Talents store the Portuguese label, so that is sent; skin tones are sent by id (1160–1166).
 */
function colourChoices(options: AttributeOption[] | undefined, locale: Locale): Choice[] {
  return (options ?? []).map(({ label, value }) => ({
    value: label,
    label: locale === 'pt' ? label : value,
  }));
}

function skinChoices(options: AttributeOption[] | undefined, locale: Locale): Choice[] {
  return (options ?? []).flatMap(({ id, label, value }) =>
    id === undefined ? [] : [{ value: String(id), label: locale === 'pt' ? label : value }],
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
      height: measureChoices(attributes.height, 'height', locale),
      // One bust / chest measure for everyone: the chest list starts at 10 cm, so it fits children too.
      bust: measureChoices(attributes.chest ?? attributes.bust, 'chest', locale),
      waist: measureChoices(attributes.waist, 'waist', locale),
      hips: measureChoices(attributes.hips, 'hips', locale),
      shoes: measureChoices(attributes.shoes, 'shoes', locale),
      jeans: measureChoices(attributes.jeans, 'jeans', locale),
    },
    hairColours: colourChoices(attributes.hair, locale),
    eyeColours: colourChoices(attributes.eyes, locale),
    skinTones: skinChoices(attributes.skin, locale),
  };
}
