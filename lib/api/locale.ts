import { NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE } from '@/lib/i18n/detect-locale';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** `named` (a body field), the query, the NEXT_LOCALE cookie, Accept-Language, else Portuguese. */
export function requestLocale(request: Request, named?: unknown): Locale {
  if (isLocale(named)) return named;
  const query = new URL(request.url).searchParams;
  const asked = query.get('locale') ?? query.get('language');
  if (isLocale(asked)) return asked;
  // Next's own cookie parser, given the headers alone (the body may be half read).
  const { cookies } = new NextRequest(request.url, { headers: request.headers });
  return detectLocale(cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
}
