import type { Gender } from '@/lib/content/types';

/** Each gender's word in a list's address: what a visitor reads there, never the panel's "undefined". */
export const GENDER_ADDRESS_WORDS = {
  woman: 'woman',
  man: 'man',
  undefined: 'non-binary',
} as const satisfies Record<Gender, string>;
