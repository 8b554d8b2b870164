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

// Pages carry no Set-Cookie, so shared caches may keep them: next-intl's Link writes the language cookie
// in the browser, and it is read here only to send `/` to the language chosen before.
const localeMiddleware = createMiddleware({ ...routing, localeCookie: false });

/** The share cards of single talents and posts (app/api/og): the only API paths the proxy decides. */
const SHARE_CARD_PREFIX = /^\/api\/og\/(?:talent|post)\//;

/** Next's image optimizer: the proxy sees it only to turn away a picture's address in another spelling. */
const IMAGE_OPTIMIZER_PATH = '/_next/image';

/** Paths the proxy sees only to turn away a malformed one; otherwise they are Next's or the API's. */
const UNROUTED_PREFIX = /^\/(?:api|_next|_vercel|audio)\//;

function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

function requestLocale(request: NextRequest) {
  const [first] = request.nextUrl.pathname.split('/').filter(Boolean);
  return isLocale(first)
    ? first
    : detectLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
}

// Not `nextUrl`: it names a loopback address "localhost", and a server bound to 127.0.0.1 would proxy a
// rewrite to that name back to itself (next.config.ts keeps `request.url` as received).
function sameOrigin(request: NextRequest): URL {
  return new URL(request.url);
}

// A prerendered page rather than notFound(): Next renders notFound() anew on every request, uncacheable,
// as a shell without the page's language, title or text.
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

// When the panel's lists cannot be read, the one talent or post named is read on its own; null when
// neither can be, and the page decides.
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
  // A path in a language is final: its page reads the language from the URL and next.config.ts's rewrites
  // bring a Portuguese slug to its folder. next-intl's middleware only places paths with none (`/models`).
  return isLocale(pathname.split('/')[1]) ? NextResponse.next() : localeMiddleware(request);
}

export const config = {
  // Route handlers (uploads exceed the proxy's body limit), Next's files, public/ (add new files here) and
  // plain language pages (nothing to decide) skip the proxy; unknown paths pass, to get the full 404 page.
  // The slugs are lib/i18n/routes.ts's written out, as Next reads literals only (a unit test checks them).
  // The other patterns bring in escaped paths to refuse, share cards and the image optimizer to check.
  matcher: [
    '/((?!api/|_next/|_vercel/|audio/|privacy-policy\\.pdf$|robots\\.txt$|sitemap\\.xml$|favicon\\.ico$|icon\\.svg$|pt(?:/(?:modelos|comercial|atores|digital|special|sobre|seja-modelo|contato|news|favoritos))?$|en(?:/(?:models|commercial|actors|digital|special|about|be-a-model|contact|news|favorites))?$).*)',
    '/((?:api|_next|_vercel|audio)/.*%.*)',
    '/api/og/(talent|post)/:key/opengraph-image',
    '/_next/image',
  ],
};
