import { describe, expect, it } from 'vitest';
import { botTrapVerdict, MIN_FILL_TIME_MS } from '@/lib/forms/bot-traps';
import { addDays, displayToIso, isIsoDate, isoToDisplay, localIsoDate } from '@/lib/forms/dates';
import { fieldErrorsFrom } from '@/lib/api/field-errors';
import {
  favoritesRequestFieldsSchema,
  favoritesRequestSchema,
  MAX_REQUEST_MESSAGE_LENGTH,
} from '@/features/favorites/request/schema';
import { MAX_NOTE_LENGTH, MAX_REVIEWER_LENGTH, requestMessage } from '@/features/favorites/picks/picks-link';
import { MAX_FAVORITE_TEXT, MAX_FAVORITES } from '@/features/favorites/schema';

const today = localIsoDate(new Date());
const valid = {
  name: 'Agência Exemplo, Lda.',
  email: 'booker@example.com',
  phone: '+351 912 345 678',
  jobDate: addDays(today, 30),
  buyouts: 'Online and print, Portugal, 1 year',
  message: 'Summer campaign, two shooting days in Lisbon.',
};

function errorsOf(fields: Record<string, unknown>) {
  const result = favoritesRequestFieldsSchema.safeParse(fields);
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('favorites request schema', () => {
  it('accepts a complete request and trims it', () => {
    const result = favoritesRequestFieldsSchema.safeParse({ ...valid, name: '  Agência  ' });
    expect(result.success && result.data.name).toBe('Agência');
  });

  it('requires every field, each with the "required" key', () => {
    expect(errorsOf({})).toEqual({
      name: 'required',
      email: 'required',
      phone: 'required',
      jobDate: 'required',
      buyouts: 'required',
      message: 'required',
    });
    expect(errorsOf({ ...valid, buyouts: '   ' })).toEqual({ buyouts: 'required' });
  });

  it.each([
    ['email', 'booker@', 'email'],
    ['email', 'booker example.com', 'email'],
    ['phone', '12345', 'phone'],
    ['phone', 'call me maybe', 'phone'],
    ['phone', '1'.repeat(21), 'phone'],
    ['jobDate', '15/07/2030', 'date'],
    ['jobDate', '2030-02-30', 'date'],
    ['jobDate', '2030-13-01', 'date'],
    ['jobDate', '2020-01-01', 'datePast'],
    ['name', 'x'.repeat(121), 'tooLong'],
    ['message', 'x'.repeat(MAX_REQUEST_MESSAGE_LENGTH + 1), 'tooLong'],
    ['name', 42, 'required'],
  ])('%s = %j gives "%s"', (field, value, key) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: key });
  });

  it('takes the longest picks a client can send, with 5,000 characters of the visitor’s own words below', () => {
    const talents = Array.from({ length: MAX_FAVORITES }, (_, index) => ({
      name: `${index}`.padEnd(MAX_FAVORITE_TEXT, 'N'),
      note: 'é'.repeat(MAX_NOTE_LENGTH),
    }));
    const picks = requestMessage(
      {
        heading: (name) => `Escolhas de ${name}:`,
        quote: (words) => `«${words}»`,
        maybe: (name) => `Talvez: ${name}`,
      },
      'R'.repeat(MAX_REVIEWER_LENGTH),
      { yes: talents.slice(0, 1), maybe: talents.slice(1) },
    );
    expect(picks.length).toBeGreaterThan(5_000);
    expect(errorsOf({ ...valid, message: `${picks}\n${'w'.repeat(4_999)}` })).toEqual({});
  });

  it('accepts yesterday (a day of slack for time zones) but not the day before', () => {
    expect(errorsOf({ ...valid, jobDate: addDays(today, -1) })).toEqual({});
    expect(errorsOf({ ...valid, jobDate: addDays(today, -2) })).toEqual({ jobDate: 'datePast' });
  });

  it('needs at least one talent id and the language', () => {
    const errors = (body: Record<string, unknown>) => {
      const result = favoritesRequestSchema.safeParse({ ...valid, locale: 'pt', ...body });
      return result.success ? {} : fieldErrorsFrom(result.error);
    };
    expect(errors({ talents: [1001, 1003] })).toEqual({});
    expect(errors({ talents: [] })).toEqual({ talents: 'noFavorites' });
    expect(errors({})).toEqual({ talents: 'noFavorites' });
    expect(errors({ talents: [{ id: 1001, name: 'Inês Raposo' }] })).toEqual({ talents: 'invalid' });
    expect(errors({ talents: [1001.5] })).toEqual({ talents: 'invalid' });
    expect(errors({ talents: [-3] })).toEqual({ talents: 'invalid' });
    expect(errors({ talents: Array.from({ length: 201 }, (_, i) => i + 1) })).toEqual({ talents: 'invalid' });
    expect(errors({ talents: [1001], locale: 'es' })).toEqual({ locale: 'invalid' });
  });
});

describe('dates', () => {
  it.each([
    ['15/07/2030', '2030-07-15'],
    ['1/7/2030', '2030-07-01'],
    ['01.07.2030', '2030-07-01'],
    ['01-07-2030', '2030-07-01'],
    ['15072030', '2030-07-15'],
    [' 15/07/2030 ', '2030-07-15'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2030', '29/02/2030'],
    ['31/04/2030', '31/04/2030'],
    ['15/07/30', '15/07/30'],
    ['', ''],
  ])('typed %j is sent as %j', (typed, sent) => {
    expect(displayToIso(typed)).toBe(sent);
  });

  it('shows yyyy-MM-dd as dd/MM/yyyy and leaves other text alone', () => {
    expect(isoToDisplay('2030-07-15')).toBe('15/07/2030');
    expect(isoToDisplay('15/07/20')).toBe('15/07/20');
    expect(isIsoDate('2030-07-15')).toBe(true);
    expect(isIsoDate('2030-7-15')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});

describe('bot traps', () => {
  it.each([
    [{ fillTimeMs: MIN_FILL_TIME_MS }, 'human'],
    [{ fillTimeMs: 60_000, website: '' }, 'human'],
    [{ fillTimeMs: 60_000, website: 'https://spam.example' }, 'honeypot'],
    [{ fillTimeMs: MIN_FILL_TIME_MS - 1 }, 'too_fast'],
    [{}, 'too_fast'],
    [{ fillTimeMs: '5000' }, 'too_fast'],
  ])('%j is %s', (body, verdict) => {
    expect(botTrapVerdict(body)).toBe(verdict);
  });
});
