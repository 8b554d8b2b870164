// The answer to an address no URL decoder accepts: a small page of its own, because Next's router
// cannot render (or, in the browser, hydrate) a page at such an address (vercel/next.js#94278).
import en from '../../messages/en.json';
import pt from '../../messages/pt.json';
import { API_ERROR_STATUS, type ApiErrorBody } from '../api/errors';
import { site } from '../site';
import type { Locale } from './routes';

const TEXTS: Record<Locale, (typeof en)['BadAddress']> = { en: en.BadAddress, pt: pt.BadAddress };
const API_MESSAGES: Record<Locale, string> = {
  en: en.Api.errors.invalid_request,
  pt: pt.Api.errors.invalid_request,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The localized "this address is not valid" page, status 400, with a way home. */
export function badAddressResponse(locale: Locale): Response {
  const text = TEXTS[locale];
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
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The same refusal under /api: the API's one JSON error body (lib/api/errors.ts), in the request's language. */
export function badApiAddressResponse(locale: Locale): Response {
  const body: ApiErrorBody = { error: 'invalid_request', message: API_MESSAGES[locale] };
  return Response.json(body, {
    status: API_ERROR_STATUS.invalid_request,
    headers: { 'cache-control': 'no-store' },
  });
}
