import type { Gender } from '@/lib/panel/types';

/** Display order of the gender filter; the keys double as message keys and URL values. */
export const GENDERS = ['woman', 'man', 'undefined'] as const satisfies readonly Gender[];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}
