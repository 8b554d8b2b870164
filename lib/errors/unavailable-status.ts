import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { beforeHead, type RequestStartStep } from '@/lib/server/request-start';
import { UNAVAILABLE_MARK_KEY, type UnavailableMark } from './content-unavailable';

/** The panel's outages are short. */
export const RETRY_AFTER_SECONDS = 60;

// Next has no way for a page to choose an error status itself: requireContent marks the request, and the
// status is rewritten as the head is written. A genuine bug still answers 500.
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
