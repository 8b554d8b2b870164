// Its own module, importing nothing: next.config.ts reads it too.

/**
 * The parameter of a reviewer's picks on a shared shortlist (picks-link.ts writes its value), in the
 * address's fragment: browsers never send a fragment to a server, in a request or in a Referer, so the
 * picks stay in the browser. Older links carry it in the query.
 */
export const PICKS_PARAM = 'picks';

/** The fragment of a picks link's address. */
export const picksFragment = (value: string) => `#${PICKS_PARAM}=${encodeURIComponent(value)}`;

/** The picks value an address's fragment carries, if any. */
export const picksInFragment = (fragment: string) =>
  new URLSearchParams(fragment.replace(/^#/, '')).get(PICKS_PARAM);

/**
 * For the page's first inline script: an older link's picks move from the query to the fragment before the
 * page's scripts start (the router, the language switch's prefetch) or ask for anything; the query's other
 * parameters stay. The response's Referrer-Policy covers what the page asked for before it (next.config.ts).
 */
export const MOVE_PICKS_TO_FRAGMENT_SCRIPT = [
  `var p=${JSON.stringify(PICKS_PARAM)},m=new URLSearchParams(location.search),v=m.get(p);`,
  "if(v!==null){m.delete(p);var r=m.toString();history.replaceState(null,'',location.pathname+(r?'?'+r:'')+'#'+p+'='+encodeURIComponent(v))}",
].join('');
