// The Content-Security-Policy that lets a cached page run its own inline scripts and no other. Next writes
// each page's render payload into inline scripts, different for every page and every content edit, so no
// list of hashes can be made at build time and per-request nonces would make every page dynamic. The cache
// handler hashes the scripts of the page it serves instead: the hashes travel with the cached page, to
// every instance and to any CDN that keeps the page with its headers.
const { createHash } = require('node:crypto');

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const SCRIPT_TYPE = /\stype="([^"]*)"/;
// What browsers execute; other types (JSON-LD's application/ld+json) are data, which CSP does not govern.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = SCRIPT_TYPE.exec(attributes)?.[1].toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A second policy beside the site's own (lib/security/headers.ts), which the browser enforces as well:
 * inline scripts only by their hashes. Where scripts may come from stays the first policy's to say, so
 * this one allows any address.
 */
function pageScriptPolicy(html) {
  return `script-src * ${inlineScriptHashes(html).join(' ')}`.trim();
}

module.exports = { inlineScriptHashes, pageScriptPolicy };
