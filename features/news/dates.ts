import type { Locale } from '@/lib/i18n/routes';

/** Posts are dated in the agency's time zone, so a late-evening post shows the day Lisbon saw it. */
const AGENCY_TIME_ZONE = 'Europe/Lisbon';

const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }),
  pt: new Intl.DateTimeFormat('pt-PT', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: AGENCY_TIME_ZONE,
  }),
};

export type PostDate = { dateTime: string; label: string };

/** A post's date in the visitor's language ("16 November 2026", "16 de novembro de 2026"); null if unreadable. */
export function formatPostDate(iso: string | null, locale: Locale): PostDate | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { dateTime: date.toISOString(), label: FORMATS[locale].format(date) };
}
