// Types of cache/page-script-policy.cjs, for its unit test.

/** The CSP source of each inline script the browser would run in `html`, e.g. `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[];

/** A `script-src` policy allowing inline scripts only by those hashes. */
export function pageScriptPolicy(html: string): string;
