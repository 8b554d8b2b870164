import 'server-only';
import { ApiError } from './errors';
import { site } from '@/lib/site';

function ownHosts(request: Request): Set<string> {
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return new Set(
    [new URL(request.url).host, request.headers.get('host'), forwardedHost, new URL(site.url).host].filter(
      (host): host is string => Boolean(host),
    ),
  );
}

/** A post with neither Sec-Fetch-Site nor Origin is refused: only the site's own pages send forms. */
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

// Any page on the web could otherwise make its visitors send our forms; text/plain is what a cross-site
// HTML form or a no-preflight fetch sends.
export function refuseOtherSites(request: Request, body: 'json' | 'multipart'): void {
  if (!isSameOriginPost(request)) throw new ApiError('cross_site');
  if (body === 'json' && !JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new ApiError('not_json');
}
