import type { Locale } from '@/lib/i18n/routes';
import type { AttributeOption, Option, TalentAttributes } from '@/lib/content/types';

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
 * A measure list of the panel ("170/5'7\"" labelled "170 cm") shown with its imperial half too
 * ("170 cm · 5'7\""); the value sent is the panel's own.
 */
function measureChoices(options: AttributeOption[] | undefined): Choice[] {
  return (options ?? []).map(({ value, label }) => {
    const imperial = value.split('/')[1];
    return { value, label: imperial && !label.includes(imperial) ? `${label} · ${imperial}` : label };
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
      height: measureChoices(attributes.height),
      // One bust / chest measure for everyone: the chest list starts at 10 cm, so it fits children too.
      bust: measureChoices(attributes.chest ?? attributes.bust),
      waist: measureChoices(attributes.waist),
      hips: measureChoices(attributes.hips),
      shoes: measureChoices(attributes.shoes),
      jeans: measureChoices(attributes.jeans),
    },
    hairColours: colourChoices(attributes.hair, locale),
    eyeColours: colourChoices(attributes.eyes, locale),
    skinTones: skinChoices(attributes.skin, locale),
  };
}
