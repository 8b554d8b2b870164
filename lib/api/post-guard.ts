import 'server-only';
import { ApiError } from './errors';
import { site } from '@/lib/site';

/** The hosts this site answers as: the address the request came to (Host, or what a proxy forwarded) and SITE_URL. */
function ownHosts(request: Request): Set<string> {
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return new Set(
    [new URL(request.url).host, request.headers.get('host'), forwardedHost, new URL(site.url).host].filter(
      (host): host is string => Boolean(host),
    ),
  );
}

/**
 * Whether a browser sent this from one of the site's own pages: `Sec-Fetch-Site: same-origin` when the
 * browser sends that header, else an Origin naming this site. A post with neither (another site's form in
 * an old browser, a script) is refused: a form here is only ever sent by the site's own pages.
 */
function isSameOriginPost(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  try {
    return ownHosts(request).has(new URL(origin).host);
  } catch {
    return false;
  }
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Refuses a form post that this site's pages did not send: 403 cross_site for a post from another origin
 * (any page on the web could otherwise make its visitors send our forms), and for a JSON form, 415
 * not_json for a body of another type (text/plain is what a cross-site HTML form or a no-preflight fetch
 * sends).
 */
export function refuseOtherSites(request: Request, body: 'json' | 'multipart'): void {
  if (!isSameOriginPost(request)) throw new ApiError('cross_site');
  if (body === 'json' && !JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('not_json');
}
