import { isLocale } from './locales';
import type { RequestStartStep } from '../server/request-start';

// Next writes the rendering request's query into the page (and cache/ then discards that render), while no
// page reads its query on the server: pages get their plain address and the query travels in this header.
export const VISITOR_QUERY_HEADER = 'x-visitor-query';

/** Next's own parameter of a router request, checked against its headers before the render. */
const ROUTER_PARAM = '_rsc';

/** A page address (its path starts with a language; Next itself redirects one ending in `/`). */
function isPagePath(path: string): boolean {
  return isLocale(path.split('/')[1]) && !path.endsWith('/');
}

export function pageQueryStep(): RequestStartStep {
  return ({ request }) => {
    // Only this step writes it.
    delete request.headers[VISITOR_QUERY_HEADER];
    const address = request.url ?? '';
    const queryStart = address.indexOf('?');
    if (queryStart === -1 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const path = address.slice(0, queryStart);
    if (!isPagePath(path)) return;
    const query = new URLSearchParams(address.slice(queryStart));
    const router = query.get(ROUTER_PARAM);
    query.delete(ROUTER_PARAM);
    if (query.size === 0) return;
    request.headers[VISITOR_QUERY_HEADER] = query.toString();
    request.url = router === null ? path : `${path}?${new URLSearchParams({ [ROUTER_PARAM]: router })}`;
  };
}
