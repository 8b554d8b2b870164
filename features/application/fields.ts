// The application's fields as plain data: what the form needs before (and without) its zod schema
// (schema.ts), which the browser loads on demand; the schema builds on these.
import { ADULT_AGE, ageInYears } from '@/lib/talents/age';

const MEGABYTE = 1024 * 1024;

/** The four photo slots in order (close up, smiling, half body, full body), with their examples' images. */
export const PHOTO_SLOTS = {
  closeUp: 'be_a_model_close_up',
  smiling: 'be_a_model_smiling',
  halfBody: 'be_a_model_half_body',
  fullBody: 'be_a_model_full_body',
} as const;
export type PhotoSlot = keyof typeof PHOTO_SLOTS;
export const PHOTO_SLOT_NAMES = Object.keys(PHOTO_SLOTS) as PhotoSlot[];

export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/gif', 'image/jpeg'];
export const PHOTO_MAX_BYTES = 12 * MEGABYTE;

/** What phones and cameras record; 40 MB holds 40 s of 1080p at the bitrate phones share videos at. */
export const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/quicktime', 'video/webm', 'video/ogg'];
export const VIDEO_MAX_BYTES = 40 * MEGABYTE;

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

/**
 * The version of the notice shown where the application is collected (who receives it, what for, how long
 * it is kept), recorded with each application: a new one whenever the notice's default text changes.
 */
export const APPLICATION_NOTICE_VERSION = '2026-11';

/** Minors (under 18) apply with a legal guardian. Age is full days / 365 (lib/talents/age.ts). */
export function isMinor(birthdate: string, today: Date): boolean {
  const age = ageInYears(birthdate, today);
  return age !== null && age < ADULT_AGE;
}

/** The ages the agency takes applications at; the `birthdateRange` message names them. */
const APPLICANT_AGES = { youngest: 4, oldest: 100 } as const;

/** A date of birth outside these is a slip (a year typed wrong, today's date), not an applicant. */
export function isApplicantAge(birthdate: string, today: Date): boolean {
  const age = ageInYears(birthdate, today);
  return age !== null && age >= APPLICANT_AGES.youngest && age <= APPLICANT_AGES.oldest;
}

/** The browser's File, or on the server the upload typed by its bytes (never the client's declared type). */
export type FileLike = { name: string; type: string; size: number };

export type VideoChoice = { file: FileLike; seconds: number | null };
