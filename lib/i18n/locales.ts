/**
 * The site's languages, the one table of what differs between them besides texts and slugs: the path's
 * first segment (each key), the Intl tag its dates and measures are written in, its Open Graph locale,
 * and the separators use-intl writes its counts with (Intl.NumberFormat of the key; a unit test holds them
 * to Intl). Adding a language: README "How to add a language".
 */
export const localeTable = {
  pt: { tag: 'pt-PT', openGraph: 'pt_PT', separators: { group: '.', decimal: ',' } },
  en: { tag: 'en-GB', openGraph: 'en_GB', separators: { group: ',', decimal: '.' } },
} as const satisfies Record<
  string,
  { tag: string; openGraph: string; separators: { group: string; decimal: string } }
>;

export type Locale = keyof typeof localeTable;
/** In the table's order: hreflang alternates and the sitemap list them so, a post's fallbacks follow it. */
export const locales = Object.keys(localeTable) as Locale[];
/** The language of `/` for a visitor with no choice and no known browser language. */
export const defaultLocale: Locale = 'pt';
/** The language the panel writes its texts, lists and colours in; other languages come inside its answers. */
export const panelLocale: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeTable, value);
}

/** Dates are the agency's: a late-evening post or PDF shows the day Lisbon saw it. */
const AGENCY_TIME_ZONE = 'Europe/Lisbon';
const longDates = new Map<Locale, Intl.DateTimeFormat>();

/** A date as pages and PDFs write it, "16 November 2026", "16 de novembro de 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  let format = longDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTable[locale].tag, {
      dateStyle: 'long',
      timeZone: AGENCY_TIME_ZONE,
    });
    longDates.set(locale, format);
  }
  return format.format(date);
}
