import { defaultLocale, isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** next-intl negotiates only inside its middleware, which the API and the proxy's 404 and 400 pages skip. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.split('-')[0]?.toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
