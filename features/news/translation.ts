import { locales, type Locale } from '@/lib/i18n/locales';
import type { Post, ShownTranslation } from '@/lib/content/types';

/** The visitor's language, else the others in the locale table's order (the panel's language first). */
export function translationFor(post: Post, locale: Locale): ShownTranslation | null {
  for (const language of [locale, ...locales]) {
    const translation = post.translations[language];
    if (translation) return { ...translation, language };
  }
  return null;
}
