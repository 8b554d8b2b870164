import type { Locale } from '@/lib/i18n/routes';
import type { Post, PostTranslation } from '@/lib/content/types';

export type ShownTranslation = PostTranslation & { language: Locale };

/**
 * The version of a post a visitor reads: their language, else Portuguese (the panel's language), else
 * English; null for a post with no usable version.
 */
export function translationFor(post: Post, locale: Locale): ShownTranslation | null {
  for (const language of [locale, 'pt', 'en'] as const) {
    const translation = post.translations[language];
    if (translation) return { ...translation, language };
  }
  return null;
}
