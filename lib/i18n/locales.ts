// The one table of what differs between languages besides texts and slugs; `separators` are
// Intl.NumberFormat's of the key (a unit test holds them to it).
export const localeTable = {
  pt: { tag: 'pt-PT', openGraph: 'pt_PT', separators: { group: '.', decimal: ',' } },
  en: { tag: 'en-GB', openGraph: 'en_GB', separators: { group: ',', decimal: '.' } },
} as const satisfies Record<
  string,
  { tag: string; openGraph: string; separators: { group: string; decimal: string } }
>;

export type Locale = keyof typeof localeTable;
/** Hreflang alternates, the sitemap and a post's fallbacks follow this order. */
export const locales = Object.keys(localeTable) as Locale[];
export const defaultLocale: Locale = 'pt';
/** Other languages come inside the panel's answers. */
export const panelLocale: Locale = 'pt';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(localeTable, value);
}

/** Dates are the agency's: a late-evening post or PDF shows the day Lisbon saw it. */
const AGENCY_TIME_ZONE = 'Europe/Lisbon';
const longDates = new Map<Locale, Intl.DateTimeFormat>();

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
