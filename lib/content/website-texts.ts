import 'server-only';
import { sanitizeTextHtml } from './sanitize';
import type { Locale } from '@/lib/i18n/locales';
import { localizedText } from './localized';
import type { WebsiteTextKey, WebsiteTexts } from './types';

// The panel's website texts as pages show them: in the visitor's language (else Portuguese, else
// English), trimmed; '' when the panel has none.

/** A plain website text (an email, a phone number, a title). */
export function websiteText(texts: WebsiteTexts, key: WebsiteTextKey, locale: Locale): string {
  return localizedText(texts[key], locale).trim();
}

/** A website text the editors write as HTML (home text, about pages, address), sanitized. */
export function websiteHtml(texts: WebsiteTexts, key: WebsiteTextKey, locale: Locale): string {
  return sanitizeTextHtml(localizedText(texts[key], locale)).trim();
}

/** A `tel:` address for a phone number as editors write it ("+351 210 000 000"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
