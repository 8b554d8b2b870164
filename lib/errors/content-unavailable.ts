import { describeFailure, isPanelError } from '@/lib/panel/errors';

/**
 * A page whose essential content the panel could not give (and nothing was cached yet): the error page
 * shows 503 with the panel's error code. Next hands only an error's digest to the browser, so the code
 * travels in it.
 */
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

/** The panel error code carried by an error's digest, or null for any other error. */
export function unavailableCode(digest: string | undefined): string | null {
  return digest?.startsWith(DIGEST_PREFIX) ? digest.slice(DIGEST_PREFIX.length) || 'unknown' : null;
}

/** Set on a request whose page found its content unavailable (unavailable-status.ts turns 500 into 503). */
export type UnavailableMark = { unavailable: boolean };
/** Where the server's hook leaves its reader; a global, so this module stays free of Node imports. */
export const UNAVAILABLE_MARK_KEY = Symbol.for('agency-site.unavailable-mark');

function markRequestUnavailable(): void {
  const readMark = (globalThis as { [UNAVAILABLE_MARK_KEY]?: () => UnavailableMark | undefined })[
    UNAVAILABLE_MARK_KEY
  ];
  const mark = readMark?.();
  if (mark) mark.unavailable = true;
}

// What a page does when the panel fails: without its essential content it is the error page (503); an
// optional part is left out.

/** Reads a page's essential content; a panel failure becomes the error page, answered 503. */
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

/**
 * Reads an optional part of a page (layout chrome, extras): a failure is logged and the page renders with
 * `fallback`. With a cached value Next serves it and never gets here; this is the first-start,
 * nothing-cached-yet case.
 */
export async function readOr<T>(what: string, read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`[panel] ${what} unavailable, rendering without it: ${describeFailure(error)}`);
    return fallback;
  }
}
