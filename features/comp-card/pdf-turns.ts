import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { createTurns, type TurnLimits } from '@/lib/server/turns';

/** Two at once leave the pages room to answer on a small box; a dozen in line is a busy office's worth. */
export const PDF_TURNS: TurnLimits = { atOnce: 2, waiting: 12 };

/** A visitor told the PDFs are busy may try again after this: a package takes a few seconds to draw. */
const PDF_BUSY_RETRY_SECONDS = 15;

/** PDFs drawn at their turn across every request to this instance; past the line, 503 pdf_busy. */
export const createPdfTurns = (limits: TurnLimits) =>
  createTurns(limits, () => new ApiError('pdf_busy', { retryAfterSeconds: PDF_BUSY_RETRY_SECONDS }));

export type PdfTurns = ReturnType<typeof createPdfTurns>;
