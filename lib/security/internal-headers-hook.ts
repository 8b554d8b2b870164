import 'server-only';
import type { ServerResponse } from 'node:http';
import type { RequestStartStep } from '@/lib/server/request-start';

/**
 * Headers Next adds for its own use: a rewrite by the proxy (to the 404 page) names the internal route it
 * rendered (`x-middleware-rewrite: /pt/not-found-page`). Only the Pages Router's browser code reads it, and
 * this site has none.
 */
const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const;

/**
 * Leaves Next's internal headers out of every response: they are removed when the response's head is
 * written, after Next has set them. Next has no setting to keep them in.
 */
export function internalHeadersStep(): RequestStartStep {
  return ({ response }) => {
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
    response.writeHead = ((...args: unknown[]) => {
      for (const name of INTERNAL_HEADERS) response.removeHeader(name);
      return writeHead(...args);
    }) as ServerResponse['writeHead'];
  };
}
