// Storage servers read many spellings of one file's address as that file (an escaped letter, `//`, a
// fragment, a dot segment), while Next's image optimizer caches each spelling apart: one spelling each.

/** Escapes a canonical address keeps: what a URL path cannot carry as it is, `%` itself, and non-ASCII. */
const KEPT_ESCAPED = new Set([...' "#<>?`{}%'].map((character) => character.charCodeAt(0)));

function canonicalEscape(escape: string): string {
  const code = Number.parseInt(escape.slice(1), 16);
  const kept = code <= 0x20 || code >= 0x7f || KEPT_ESCAPED.has(code);
  return kept ? escape.toUpperCase() : String.fromCharCode(code);
}

/** As the URL standard writes it, without user, fragment or empty query, single slashes, minimal escapes. */
export function canonicalStorageAddress(address: string): string | null {
  if (!URL.canParse(address)) return null;
  const url = new URL(address);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  if (!url.search) url.search = '';
  // The setter resolves the dot segments an unescaped `.` makes.
  url.pathname = url.pathname.replace(/%[\dA-Fa-f]{2}/g, canonicalEscape).replace(/\/{2,}/g, '/');
  return url.href;
}

/** What the image optimizer resizes: a storage address in its one spelling, with no query. */
export function isCanonicalStorageAddress(address: string): boolean {
  return !address.includes('?') && canonicalStorageAddress(address) === address;
}
