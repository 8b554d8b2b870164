import { describe, expect, it } from 'vitest';
import { ageInYears } from '@/lib/talents/age';

/** A local calendar date, as `today` is read. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 15, 30);

describe('ageInYears (full days divided by 365)', () => {
  it.each<[string, Date, number]>([
    ['2001-01-01', on(2002, 1, 1), 1],
    // The day before the first birthday is 364 days.
    ['2001-01-01', on(2001, 12, 31), 0],
    ['2001-01-01', on(2001, 1, 1), 0],
    // 18 × 365 days after 2000-03-01 is four days before the 18th birthday (four leap days between).
    ['2000-03-01', on(2018, 2, 24), 17],
    ['2000-03-01', on(2018, 2, 25), 18],
    ['1990-06-15T00:00:00.000Z', on(2025, 6, 20), 35],
    ['1990-06-15 08:00:00', on(2025, 6, 20), 35],
  ])('born %s, on %s → %i', (birthdate, today, expected) => {
    expect(ageInYears(birthdate, today)).toBe(expected);
  });

  it.each(['', 'not a date', '15/06/1990', '2001-02-30', '2001-13-01', '2030-01-01'])(
    '"%s" is not a usable birth date',
    (birthdate) => {
      expect(ageInYears(birthdate, on(2026, 1, 1))).toBeNull();
    },
  );

  it('has no age against an invalid today', () => {
    expect(ageInYears('2001-01-01', new Date(Number.NaN))).toBeNull();
  });
});
