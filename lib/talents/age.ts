const DAY_MS = 86_400_000;

/** Under this, a talent or an applicant is a minor. */
export const ADULT_AGE = 18;
const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function parseDate(text: string): number | null {
  const match = DATE_PREFIX.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years below 100 as 19xx.
  date.setUTCFullYear(year, month - 1, day);
  // A rolled-over date (2001-02-30 becomes March 2) is not a real one.
  const exact =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exact ? date.getTime() : null;
}

// Full days since the birth date divided by 365: leap days make it tick over a few days before the
// birthday, which is the agency's rule, kept on purpose.
export function ageInYears(birthdate: string, today: Date): number | null {
  const birth = parseDate(birthdate);
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (birth === null || Number.isNaN(todayUtc) || birth > todayUtc) return null;
  const fullDays = (todayUtc - birth) / DAY_MS;
  return Math.floor(fullDays / 365);
}
