import 'server-only';
import { beforeHead, type RequestStartStep } from '@/lib/server/request-start';

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
  return ({ response }) =>
    beforeHead(response, (statusCode) => {
      for (const name of INTERNAL_HEADERS) response.removeHeader(name);
      return statusCode;
    });
}
