import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { detectLocale, LOCALE_COOKIE } from '@/lib/i18n/detect-locale';
import { decideRoute, isLocale, NOT_FOUND_SEGMENT } from '@/lib/i18n/routes';
import { routing } from '@/lib/i18n/routing';

const localeMiddleware = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const decision = decideRoute(request.nextUrl.pathname);
  if (decision.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 308);
  }
  if (decision.kind === 'not-found') {
    // The 404 page in the URL's language, else the visitor's, keeping the requested URL. A static page
    // rather than notFound(): Next 16 serves notFound() from a page as an empty HTML shell.
    const [first] = request.nextUrl.pathname.split('/').filter(Boolean);
    const locale = isLocale(first)
      ? first
      : detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}/${NOT_FOUND_SEGMENT}`;
    return NextResponse.rewrite(url, { status: 404 });
  }
  return localeMiddleware(request);
}

export const config = {
  // Route handlers (form uploads above Next's 10 MB proxy body limit among them), Next's own files, the
  // files in public/ and the metadata files never pass through the proxy; every other path does, so an
  // unknown one such as /file.txt gets the full 404 page. A new file in public/ belongs in this list.
  matcher:
    '/((?!api/|_next/|_vercel/|audio/|privacy-policy\\.pdf$|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$|icon|apple-icon|manifest\\.webmanifest$).*)',
};
