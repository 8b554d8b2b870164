import 'server-only';
import pLimit from 'p-limit';
import { ApiError } from '@/lib/api/errors';

/** How many PDFs an instance draws at once, and how many may wait for their turn beyond those. */
export type PdfTurnLimits = { atOnce: number; waiting: number };

/**
 * A package of fifty talents keeps sharp busy on a few hundred pictures: two at once leave the pages room
 * to answer on a small box, and a dozen in line is a busy office's worth of downloads.
 */
export const PDF_TURNS: PdfTurnLimits = { atOnce: 2, waiting: 12 };

/** A visitor told the PDFs are busy may try again after this: a package takes a few seconds to draw. */
const PDF_BUSY_RETRY_SECONDS = 15;

/**
 * Runs each PDF's drawing at its turn, at most `atOnce` together across every request to this instance;
 * past `waiting` in line, refuses at once with 503 pdf_busy (and Retry-After) rather than leaving the
 * download hanging for minutes.
 */
export function createPdfTurns({ atOnce, waiting }: PdfTurnLimits) {
  const turns = pLimit(atOnce);
  return <T>(draw: () => Promise<T>): Promise<T> => {
    if (turns.activeCount >= atOnce && turns.pendingCount >= waiting)
      throw new ApiError('pdf_busy', { retryAfterSeconds: PDF_BUSY_RETRY_SECONDS });
    return turns(draw);
  };
}

export type PdfTurns = ReturnType<typeof createPdfTurns>;
