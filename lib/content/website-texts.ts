import 'server-only';
import { sanitizeTextHtml } from './sanitize';
import type { Locale } from '@/lib/i18n/locales';
import { localizedText } from './localized';
import type { WebsiteTextKey, WebsiteTexts } from './types';

// In the visitor's language, else Portuguese, else English; '' when the panel has none.

export function websiteText(texts: WebsiteTexts, key: WebsiteTextKey, locale: Locale): string {
  return localizedText(texts[key], locale).trim();
}

export function websiteHtml(texts: WebsiteTexts, key: WebsiteTextKey, locale: Locale): string {
  return sanitizeTextHtml(localizedText(texts[key], locale)).trim();
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
