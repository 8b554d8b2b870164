// The allow-list the blog and the website texts go through on the server, fed the usual attack strings.
import { describe, expect, it } from 'vitest';
import { sanitizePostHtml, sanitizeTextHtml } from '@/lib/content/sanitize';

describe('sanitizePostHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> line.</p><ul><li>one</li></ul>' +
      '<ol><li>two</li></ol><blockquote><p>quote</p></blockquote><h3>Sub</h3><h4>Minor</h4>' +
      '<figure><img src="https://cdn.example.com/a.jpg" alt="A"><figcaption>Caption</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>calm</em> line.</p><ul><li>one</li></ul>' +
        '<ol><li>two</li></ol><blockquote><p>quote</p></blockquote><h3>Sub</h3><h4>Minor</h4>' +
        '<figure><img src="https://cdn.example.com/a.jpg" alt="A" loading="lazy" decoding="async" /><figcaption>Caption</figcaption></figure>',
    );
  });

  it.each([
    ['<script>', '<p>Hi</p><script>alert(1)</script><p>there</p>', '<p>Hi</p><p>there</p>'],
    ['<style>', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<iframe>', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['<svg> payload', '<svg onload="alert(1)"><script>alert(2)</script></svg><p>x</p>', '<p>x</p>'],
    ['<svg><a xlink:href>', '<svg><a xlink:href="javascript:alert(1)">go</a></svg>', 'go'],
    ['<object>', '<object data="evil.swf"></object><p>x</p>', '<p>x</p>'],
    ['<form>', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
    ['<math>', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('drops %s', (_name, dirty, clean) => {
    expect(sanitizePostHtml(dirty)).toBe(clean);
  });

  it('drops every on* handler and style attribute', () => {
    const clean = sanitizePostHtml(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">a</p>' +
        '<img src="https://cdn.example.com/a.jpg" onerror="alert(1)" alt="">' +
        '<a href="#part" onmouseover="alert(1)">b</a>',
    );
    expect(clean).not.toMatch(/on\w+=|style=|class=|id=/i);
    expect(clean).toContain('<p>a</p>');
    expect(clean).toContain('<a href="#part">b</a>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/path',
    '/\\evil.example/path',
  ])('removes the link %s and keeps its words', (href) => {
    const clean = sanitizePostHtml(`<p><a href="${href.replace(/"/g, '&quot;')}">words</a></p>`);
    expect(clean).toBe('<p>words</p>');
  });

  it('keeps web, email, phone, site and fragment links; outside links never get a handle on the page', () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="http://example.com" target="_top">x</a>')).toBe(
      '<a href="http://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:info@example.com">x</a>')).toBe(
      '<a href="mailto:info@example.com">x</a>',
    );
    expect(sanitizePostHtml('<a href="tel:+351210000000">x</a>')).toBe('<a href="tel:+351210000000">x</a>');
    expect(sanitizePostHtml('<a href="/pt/seja-modelo">x</a>')).toBe('<a href="/pt/seja-modelo">x</a>');
    expect(sanitizePostHtml('<a href="#medidas">x</a>')).toBe('<a href="#medidas">x</a>');
  });

  it.each([
    ['a relative path', '/images/a.jpg'],
    ['a protocol-relative URL', '//cdn.example.com/a.jpg'],
    ['a data: URI', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('drops an image from %s', (_name, src) => {
    expect(sanitizePostHtml(`<p><img src="${src}" alt="x">text</p>`)).toBe('<p>text</p>');
  });

  it('keeps a web image with its numeric size, for a box reserved while it loads', () => {
    expect(
      sanitizePostHtml('<img src="http://127.0.0.1:4010/storage/a.jpg" alt="A" width="2400" height="1600">'),
    ).toBe(
      '<img src="http://127.0.0.1:4010/storage/a.jpg" alt="A" width="2400" height="1600" loading="lazy" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="https://x.example/a.jpg" width="100%" height="auto">')).toBe(
      '<img src="https://x.example/a.jpg" alt="" loading="lazy" decoding="async" />',
    );
  });

  it('folds headings into h2–h4: the post title is the only h1', () => {
    expect(sanitizePostHtml('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });
});

describe('sanitizeTextHtml', () => {
  it('keeps paragraphs, breaks and emphasis, and nothing richer', () => {
    expect(
      sanitizeTextHtml('<p>Rua 56<br>Lisboa</p><h2>x</h2><img src="https://a.example/b.jpg"><b>y</b>'),
    ).toBe('<p>Rua 56<br />Lisboa</p>x<strong>y</strong>');
    expect(sanitizeTextHtml('<p onclick="alert(1)"><a href="javascript:alert(1)">z</a></p>')).toBe(
      '<p>z</p>',
    );
  });
});
