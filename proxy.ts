import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { requestLocale as apiRequestLocale } from '@/lib/api/locale';
import { badApiAddressResponse } from '@/lib/api/bad-address';
import { badAddressResponse } from '@/lib/i18n/bad-address-page';
import {
  contentPath,
  decideContentRoute,
  shareCardIsKnown,
  type ContentDecision,
  type ContentIndex,
  type ContentPath,
} from '@/lib/i18n/content-routes';
import { detectLocale, LOCALE_COOKIE } from '@/lib/i18n/detect-locale';
import { isLocale } from '@/lib/i18n/locales';
import { VISITOR_QUERY_HEADER } from '@/lib/i18n/page-query';
import { decideRoute, NOT_FOUND_SEGMENT, type NotFoundVariant } from '@/lib/i18n/routes';
import { routing } from '@/lib/i18n/routing';
import { indexOfOne, withContentIndex } from '@/lib/panel/content-index';
import { CACHE_CONTROL } from '@/lib/http/cache-control';
import { isCanonicalStorageAddress } from '@/lib/security/storage-address';

// Pages carry no Set-Cookie, so any shared cache (CDN, nginx) may keep them: the language cookie is
// written in the browser when the visitor switches language (next-intl's Link does it), and read here
// only to send `/` to the language chosen before.
const localeMiddleware = createMiddleware({ ...routing, localeCookie: false });

/** The share cards of single talents and posts (app/api/og): the only API paths the proxy decides. */
const SHARE_CARD_PREFIX = /^\/api\/og\/(?:talent|post)\//;

/** Next's image optimizer: the proxy sees it only to turn away a picture's address in another spelling. */
const IMAGE_OPTIMIZER_PATH = '/_next/image';

/** Paths the proxy sees only to turn away a malformed one; otherwise they are Next's or the API's. */
const UNROUTED_PREFIX = /^\/(?:api|_next|_vercel|audio)\//;

/** True when no URL decoder accepts the path (a stray `%`, escapes that are not UTF-8). */
function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The visitor's language from the URL's first segment, else their cookie or browser. */
function requestLocale(request: NextRequest) {
  const [first] = request.nextUrl.pathname.split('/').filter(Boolean);
  return isLocale(first)
    ? first
    : detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
}

/**
 * The request's address as the server received it, to write rewrites and redirects from. Next names a
 * loopback address "localhost" in `nextUrl`; a rewrite to that name would look like another host to a
 * server bound to 127.0.0.1, and be proxied back to itself (next.config.ts keeps `request.url` as received).
 */
function sameOrigin(request: NextRequest): URL {
  return new URL(request.url);
}

/**
 * The localized not-found page at the requested URL, status 404 (a post's own variant for a post). A
 * prerendered page rather than notFound(): Next 16 renders notFound() anew on every request, uncacheable,
 * as an HTML shell without the page's language, title or text.
 */
function notFoundPage(request: NextRequest, variant: NotFoundVariant = 'page') {
  const url = sameOrigin(request);
  url.pathname = `/${requestLocale(request)}/${NOT_FOUND_SEGMENT}/${variant}`;
  return NextResponse.rewrite(url, { status: 404 });
}

/** Each spelling of a picture's address would be fetched, resized and cached anew: one is resized. */
function imageOptimizerRequest(request: NextRequest) {
  const address = request.nextUrl.searchParams.get('url');
  return address === null || isCanonicalStorageAddress(address)
    ? NextResponse.next()
    : new NextResponse('"url" parameter is not the picture\'s address as the site writes it', {
        status: 400,
        headers: { 'Cache-Control': CACHE_CONTROL.noStore },
      });
}

/** `/` leads to the home page in the visitor's language; the answer depends on who asks. */
function languageHome(request: NextRequest) {
  const url = sameOrigin(request);
  url.pathname = `/${requestLocale(request)}`;
  const response = NextResponse.redirect(url, 307);
  response.headers.set('Cache-Control', CACHE_CONTROL.perVisitor);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  return response;
}

/** To the canonical page, with the query the visitor came with (lib/i18n/page-query.ts keeps it aside). */
function permanentRedirect(request: NextRequest, pathname: string) {
  const url = sameOrigin(request);
  url.pathname = pathname;
  url.search = request.headers.get(VISITOR_QUERY_HEADER) ?? url.search;
  return NextResponse.redirect(url, 308);
}

/**
 * A profile or post path against the content index; when the panel's lists cannot be read, against the one
 * talent or post it names, read on its own. Null when neither can be read: the page decides.
 */
async function decideContent(content: ContentPath): Promise<ContentDecision | null> {
  const decide = (index: ContentIndex) => decideContentRoute(content, index);
  const decision = await withContentIndex(decide, (found) => found.kind !== 'not-found');
  if (decision) return decision;
  const single = await indexOfOne(content);
  return single && decide(single);
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Next answers these with a bare 500 (vercel/next.js#94278): a bad request, said in the visitor's
  // language on pages and as the forms' JSON error on the API.
  if (isMalformedPath(pathname)) {
    return pathname.startsWith('/api/')
      ? badApiAddressResponse(apiRequestLocale(request))
      : badAddressResponse(requestLocale(request));
  }
  if (pathname === IMAGE_OPTIMIZER_PATH) return imageOptimizerRequest(request);
  if (SHARE_CARD_PREFIX.test(pathname)) {
    // Like the pages: a card of unknown content is answered here, before a render caches it.
    const known = await withContentIndex(
      (index) => shareCardIsKnown(pathname, index),
      (found) => found !== false,
    );
    return known === false ? new NextResponse(null, { status: 404 }) : NextResponse.next();
  }
  if (UNROUTED_PREFIX.test(pathname)) return NextResponse.next();
  if (pathname === '/') return languageHome(request);

  const decision = decideRoute(pathname);
  if (decision.kind === 'redirect') return permanentRedirect(request, decision.pathname);
  if (decision.kind === 'not-found') return notFoundPage(request);

  // A profile or post path is checked against the panel's content before its page renders (and caches).
  const content = contentPath(pathname);
  const contentDecision = content && (await decideContent(content));
  if (contentDecision?.kind === 'redirect') return permanentRedirect(request, contentDecision.pathname);
  if (contentDecision?.kind === 'not-found') {
    return notFoundPage(request, content?.kind === 'post' ? 'post' : 'page');
  }
  // A path in a language is final here: its page reads the language from the URL and next.config.ts's
  // rewrites bring a Portuguese slug to its folder. next-intl's middleware, which matched it against every
  // localized template again, took about 6 % of the server's time on a profile under load; it now only
  // places paths that name no language (`/models`).
  return isLocale(pathname.split('/')[1]) ? NextResponse.next() : localeMiddleware(request);
}

export const config = {
  // Route handlers (form uploads above Next's 10 MB proxy body limit among them), Next's own files, the
  // files in public/ and the metadata files never pass through the proxy; every other path does, so an
  // unknown one such as /file.txt gets the full 404 page. A new file in public/ belongs in this list.
  // The second pattern brings those excluded paths that carry an escape, to turn away malformed ones;
  // the third the share cards of single talents and posts, checked against the content index; the fourth
  // the image optimizer, whose picture addresses are checked.
  //
  // A page's plain address in its own language (`/en`, `/pt/modelos`: home, a list, a fixed page) has
  // nothing to decide either, and stays out too: through the proxy, Next served half as many of these
  // pages per second. Their Portuguese slugs reach their pages through next.config.ts's rewrites. The
  // slugs are lib/i18n/routes.ts's, written out: Next reads this list at build time, as literals only (a
  // unit test holds them to the route table).
  matcher: [
    '/((?!api/|_next/|_vercel/|audio/|privacy-policy\\.pdf$|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$|icon\\.svg$|pt(?:/(?:modelos|comercial|atores|digital|special|sobre|seja-modelo|contato|news|favoritos))?$|en(?:/(?:models|commercial|actors|digital|special|about|be-a-model|contact|news|favorites))?$).*)',
    '/((?:api|_next|_vercel|audio)/.*%.*)',
    '/api/og/(talent|post)/:key/opengraph-image',
    '/_next/image',
  ],
};
