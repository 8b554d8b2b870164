import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { countValues, formatCount, formatTenths } from '@/lib/i18n/numbers';

describe('formatCount', () => {
  // use-intl writes a message's "#" with Intl.NumberFormat of the page's language: the count must read the same.
  it.each(locales)('writes every count as Intl does, in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    const counts = [0, 1, 7, 42, 999, 1000, 1001, 9999, 10000, 12345, 100000, 999999, 1000000, 1234567890];
    for (let count = 0; count < 20000; count += 137) counts.push(count);
    for (const count of counts) expect(formatCount(count, locale), String(count)).toBe(intl.format(count));
  });

  it('leaves what is not a whole count to Intl', () => {
    expect(formatCount(-1234, 'en')).toBe('-1,234');
    expect(formatCount(1234.5, 'pt')).toBe('1.234,5');
  });
});

describe('formatTenths', () => {
  it.each(locales)('writes a measure to one decimal place as Intl does, in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const value of [0, 0.04, 0.05, 0.5, 1, 2.34, 9.96, 42.2, 1234.56]) {
      expect(formatTenths(value, locale), String(value)).toBe(intl.format(value));
    }
  });
});

describe('countValues', () => {
  it('gives a message the count for its plural and the count written', () => {
    expect(countValues(10000, 'pt')).toEqual({ count: 10000, shown: '10.000' });
    expect(countValues(1, 'en')).toEqual({ count: 1, shown: '1' });
  });
});

describe('messages', () => {
  const texts = (messages: object): string[] =>
    Object.values(messages).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));

  // A "#" makes use-intl build the page's first Intl.NumberFormat in the browser, 80–125 ms of script at 4×
  // inside the tap that shows the count: counts come formatted, as {shown} (formatCount).
  it.each(locales)('write no count with "#", in %s', async (locale) => {
    expect(texts(await loadMessages(locale)).filter((text) => text.includes('#'))).toEqual([]);
  });
});
