import type { Locale } from './routes';

/**
 * How each language of the site writes numbers, as Intl does ("10,000" and "39.5" in English, "10.000" and
 * "39,5" in Portuguese); unit tests hold both to Intl.
 * Not Intl.NumberFormat while hydrating: a page's first one blocks 40–60 ms at 4× slower CPU (Chromium).
 */
export const NUMBER_SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  pt: { group: '.', decimal: ',' },
};

/** A count as a message's "#" writes it (use-intl's Intl.NumberFormat of the page's language). */
export function formatCount(count: number, locale: Locale): string {
  if (!Number.isSafeInteger(count) || count < 0) return new Intl.NumberFormat(locale).format(count);
  return String(count).replace(/\B(?=(\d{3})+$)/g, NUMBER_SEPARATORS[locale].group);
}

/**
 * What a count's message takes: the count, which picks the plural, and the count written, `{shown}` (no
 * message writes a count with "#", which would build an Intl.NumberFormat in the browser).
 */
export function countValues(count: number, locale: Locale): { count: number; shown: string } {
  return { count, shown: formatCount(count, locale) };
}
