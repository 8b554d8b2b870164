import { formatLongDate, type Locale } from '@/lib/i18n/locales';

export type PostDate = { dateTime: string; label: string };

/** A post's date in the visitor's language ("16 November 2026", "16 de novembro de 2026"); null if unreadable. */
export function formatPostDate(iso: string | null, locale: Locale): PostDate | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { dateTime: date.toISOString(), label: formatLongDate(date, locale) };
}
