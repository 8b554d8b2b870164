/**
 * The genders a talent can have, in the gender filter's display order. The values are the panel's and double
 * as message keys.
 */
export const GENDERS = ['woman', 'man', 'undefined'] as const;
export type Gender = (typeof GENDERS)[number];

/** Each gender's word in a list's address: what a visitor reads there, never the panel's "undefined". */
export const GENDER_ADDRESS_WORDS = {
  woman: 'woman',
  man: 'man',
  undefined: 'non-binary',
} as const satisfies Record<Gender, string>;

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}
