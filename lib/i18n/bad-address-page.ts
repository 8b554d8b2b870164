// The answer to an address no URL decoder accepts: a small page of its own, because Next's router
// cannot render (or, in the browser, hydrate) a page at such an address (vercel/next.js#94278).
import { site } from '../site';
import type { Locale } from './locales';
import { loadMessages } from './messages';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function badAddressResponse(locale: Locale): Promise<Response> {
  const text = (await loadMessages(locale)).BadAddress;
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${text.title} | ${site.name}`)}</title>
<style>body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;text-align:center;color:#111;background:#fff}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${escapeHtml(text.message)}</h1>
<p><a href="/${locale}">${escapeHtml(text.home)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': CACHE_CONTROL.noStore },
  });
}
