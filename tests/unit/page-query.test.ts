// A page requested with a query (a tracking link, a filter) reaches Next at its plain address: Next would
// write the query into the cached page, so a render made for it would be thrown away at every visit.
import type { IncomingHttpHeaders } from 'node:http';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { pageQueryStep, VISITOR_QUERY_HEADER } from '@/lib/i18n/page-query';
import type { RequestStartStep } from '@/lib/server/request-start';
import proxy from '@/proxy';

// Only the proxy's own decisions are under test; next-intl's middleware does not load outside Next's bundler.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

/** The request as Next receives it once the step has run. */
function received(method: string, url: string, headers: IncomingHttpHeaders = {}) {
  const request = { method, url, headers: { ...headers } };
  pageQueryStep()({ request } as unknown as Parameters<RequestStartStep>[0]);
  return { url: request.url, visitorQuery: request.headers[VISITOR_QUERY_HEADER] };
}

describe('the request hook', () => {
  it.each([
    ['GET', '/en/commercial?utm_source=42', '/en/commercial', 'utm_source=42'],
    ['HEAD', '/pt/modelos?gender=woman&utm_source=42', '/pt/modelos', 'gender=woman&utm_source=42'],
    ['GET', '/en?fbclid=x', '/en', 'fbclid=x'],
    ['GET', '/en/favorites?picks=abc', '/en/favorites', 'picks=abc'],
    [
      'GET',
      '/en/models/1001/teresa-pires-leite?_rsc=1x2y3&tab=book',
      '/en/models/1001/teresa-pires-leite?_rsc=1x2y3',
      'tab=book',
    ],
  ])('brings %s %s to Next at its plain address', (method, url, plain, visitorQuery) => {
    expect(received(method, url)).toEqual({ url: plain, visitorQuery });
  });

  it.each([
    ['GET', '/en/commercial'],
    ['GET', '/en/commercial?_rsc=1x2y3'],
    ['GET', '/en/commercial/?utm_source=42'],
    ['POST', '/en/commercial?utm_source=42'],
    ['GET', '/api/talents?category=models'],
    ['GET', '/_next/image?url=x&w=640&q=75'],
    ['GET', '/?utm_source=42'],
    ['GET', '/models?utm_source=42'],
    ['GET', '/es/modelos?utm_source=42'],
  ])('leaves %s %s as it is', (method, url) => {
    expect(received(method, url)).toEqual({ url, visitorQuery: undefined });
  });

  it('drops the header when a client sends it itself', () => {
    expect(
      received('GET', '/en/favorites', { [VISITOR_QUERY_HEADER]: 'picks=forged' }).visitorQuery,
    ).toBeUndefined();
  });
});

describe('the proxy, after the hook', () => {
  const answer = (path: string, visitorQuery: string) =>
    proxy(new NextRequest(`http://site${path}`, { headers: { [VISITOR_QUERY_HEADER]: visitorQuery } }));

  it('keeps the visitor’s query in a redirect to the canonical page', async () => {
    const response = await answer('/en/modelos', 'utm_source=42');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://site/en/models?utm_source=42');
  });

  it('shows the 404 page from its plain address', async () => {
    const response = await answer('/en/no-such-page', 'utm_source=42');
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://site/en/not-found-page/page');
  });
});
