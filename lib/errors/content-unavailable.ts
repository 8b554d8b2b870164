import { describeFailure, isPanelError } from '@/lib/panel/errors';

/** Next hands only an error's digest to the browser, so the panel's error code travels in it. */
const DIGEST_PREFIX = 'content-unavailable:';

export class ContentUnavailableError extends Error {
  override readonly name = 'ContentUnavailableError';
  readonly digest: string;

  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`Page content unavailable: ${code}`, options);
    this.digest = `${DIGEST_PREFIX}${code}`;
  }
}

export function unavailableCode(digest: string | undefined): string | null {
  return digest?.startsWith(DIGEST_PREFIX) ? digest.slice(DIGEST_PREFIX.length) || 'unknown' : null;
}

/** unavailable-status.ts turns the request's 500 into 503. */
export type UnavailableMark = { unavailable: boolean };
/** A global, so this module stays free of Node imports. */
export const UNAVAILABLE_MARK_KEY = Symbol.for('agency-site.unavailable-mark');

function markRequestUnavailable(): void {
  const readMark = (globalThis as { [UNAVAILABLE_MARK_KEY]?: () => UnavailableMark | undefined })[
    UNAVAILABLE_MARK_KEY
  ];
  const mark = readMark?.();
  if (mark) mark.unavailable = true;
}

/** A panel failure becomes the error page, answered 503. */
export async function requireContent<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isPanelError(error)) {
      markRequestUnavailable();
      const code = error.status ? `${error.code} ${error.status}` : error.code;
      throw new ContentUnavailableError(code, { cause: error });
    }
    throw error;
  }
}

/** With a cached value Next serves it and never gets here: this is the nothing-cached-yet case. */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[panel] ${what} unavailable, rendering without it: ${describeFailure(error)}`);
    return fallback;
  }
}
