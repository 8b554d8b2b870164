/**
 * The genders a talent can have, in the gender filter's display order. The values are the panel's and double
 * as message keys and URL values.
 */
export const GENDERS = ['woman', 'man', 'undefined'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}
