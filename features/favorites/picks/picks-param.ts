// Its own module, importing nothing: next.config.ts reads it too.

// In the fragment, which browsers never send to a server or in a Referer. Older links carry it in the query.
export const PICKS_PARAM = 'picks';

export const picksFragment = (value: string) => `#${PICKS_PARAM}=${encodeURIComponent(value)}`;

export const picksInFragment = (fragment: string) =>
  new URLSearchParams(fragment.replace(/^#/, '')).get(PICKS_PARAM);

// An older link's picks move to the fragment before any script asks for anything (the router, the language
// switch's prefetch); the Referrer-Policy (next.config.ts) covers what the page asked for before.
export const MOVE_PICKS_TO_FRAGMENT_SCRIPT = [
  `var p=${JSON.stringify(PICKS_PARAM)},m=new URLSearchParams(location.search),v=m.get(p);`,
  "if(v!==null){m.delete(p);var r=m.toString();history.replaceState(null,'',location.pathname+(r?'?'+r:'')+'#'+p+'='+encodeURIComponent(v))}",
].join('');
