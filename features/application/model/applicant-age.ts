import { ADULT_AGE, ageInYears } from '@/lib/talents/age';

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
