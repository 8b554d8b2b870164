import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeHead, type RequestStartStep } from '@/lib/server/request-start';
import { UNAVAILABLE_MARK_KEY, type UnavailableMark } from './content-unavailable';

/** How soon a visitor (or a crawler) may try again: the panel's outages seen so far are short. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Makes the content-unavailable page answer 503 with Retry-After instead of Next's 500: each request
 * gets a mark (in an AsyncLocalStorage its render inherits) that requireContent sets when the panel
 * fails, and the response's status is rewritten when its head is written. Next has no way for a page to
 * choose an error status itself; a genuine bug still answers 500.
 */
export function unavailableStatusStep(): RequestStartStep {
  const marks = new AsyncLocalStorage<UnavailableMark>();
  (globalThis as { [UNAVAILABLE_MARK_KEY]?: () => UnavailableMark | undefined })[UNAVAILABLE_MARK_KEY] = () =>
    marks.getStore();
  return ({ response }) => {
    const mark: UnavailableMark = { unavailable: false };
    // The request's handler runs next, synchronously, and its whole render inherits this store.
    marks.enterWith(mark);
    beforeHead(response, (statusCode) => {
      if (!mark.unavailable || statusCode !== 500) return statusCode;
      response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return 503;
    });
  };
}
