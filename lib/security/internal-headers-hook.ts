import 'server-only';
import { beforeHead, type RequestStartStep } from '@/lib/server/request-start';

/** Names the internal route a proxy rewrite rendered; only the Pages Router's browser code reads it. */
const INTERNAL_HEADERS = ['x-middleware-rewrite'] as const;

/** Removed as the head is written, after Next has set them: Next has no setting to leave them out. */
export function internalHeadersStep(): RequestStartStep {
  return ({ response }) =>
    beforeHead(response, (statusCode) => {
      for (const name of INTERNAL_HEADERS) response.removeHeader(name);
      return statusCode;
    });
}
