// Next's inline payload scripts differ with every content edit, so no hash list can be made at build time,
// and nonces would make every page dynamic: the hashes travel with the cached page instead.
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

/** A second policy, enforced as well: where scripts may come from stays the first one's to say. */
function pageScriptPolicy(html) {
  return `script-src * ${inlineScriptHashes(html).join(' ')}`.trim();
}

module.exports = { inlineScriptHashes, pageScriptPolicy };
