import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageScriptPolicy } from '../../cache/page-script-policy.cjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("a cached page's script policy", () => {
  const payload = 'self.__next_f.push([1,"é \\u003c"])';
  const html = [
    '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script id="_R_">(globalThis.TURBOPACK ||= []).push(1)</script></head><body>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    `<script>${payload}</script><script type="module">import("/x.js")</script></body></html>`,
  ].join('');

  it('hashes every inline script the browser runs, byte for byte, and no data block or file', () => {
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(globalThis.TURBOPACK ||= []).push(1)'),
      sha256(payload),
      sha256('import("/x.js")'),
    ]);
  });

  it('allows inline scripts only by those hashes', () => {
    const policy = pageScriptPolicy(html);
    expect(policy).toMatch(/^script-src \* 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(pageScriptPolicy('<p>no scripts</p>')).toBe('script-src *');
  });
});
