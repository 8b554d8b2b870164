import type { Locale } from '@/lib/i18n/routes';
import type { Localized } from './types';

/** A panel text in the visitor's language, falling back to Portuguese, then English. */
export function localizedText(text: Localized | undefined, locale: Locale): string {
  return text?.[locale] ?? text?.pt ?? text?.en ?? '';
}
