import { locales, type Locale } from '@/lib/i18n/locales';
import type { Post, ShownTranslation } from '@/lib/content/types';

/**
 * The version of a post a visitor reads: their language, else the others in the locale table's order
 * (Portuguese, the panel's language, first); null for a post with no usable version.
 */
export function translationFor(post: Post, locale: Locale): ShownTranslation | null {
  for (const language of [locale, ...locales]) {
    const translation = post.translations[language];
    if (translation) return { ...translation, language };
  }
  return null;
}
