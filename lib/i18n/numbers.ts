import { localeTable, type Locale } from './locales';

// As a message's "#" writes it, but from the locale table's separators: a page's first Intl.NumberFormat
// blocks hydration noticeably on a slow phone.
export function formatCount(count: number, locale: Locale): string {
  if (!Number.isSafeInteger(count) || count < 0) return new Intl.NumberFormat(locale).format(count);
  return String(count).replace(/\B(?=(\d{3})+$)/g, localeTable[locale].separators.group);
}

/** Messages write `{shown}`, never "#", which would build an Intl.NumberFormat in the browser. */
export function countValues(count: number, locale: Locale): { count: number; shown: string } {
  return { count, shown: formatCount(count, locale) };
}

/** A measure to one decimal place (2.3 MB), written by hand as formatCount is. */
export function formatTenths(value: number, locale: Locale): string {
  const tenths = Math.round(value * 10);
  return `${formatCount(Math.floor(tenths / 10), locale)}${localeTable[locale].separators.decimal}${tenths % 10}`;
}
