import { locales, type Locale } from '@/lib/i18n/locales';
import type { Localized } from './types';

/** A panel text in the visitor's language, else the first in the locale table's order (Portuguese first). */
export function localizedText(text: Localized | undefined, locale: Locale): string {
  for (const language of [locale, ...locales]) {
    const value = text?.[language];
    if (value != null) return value;
  }
  return '';
}
