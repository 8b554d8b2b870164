import { readStored, removeStored, writeStored, type StoredKind } from '@/lib/ui/browser-storage';
import { encodeShortlist } from '../share';
import {
  capText,
  MARKS,
  MAX_NOTE_LENGTH,
  MAX_REVIEWER_LENGTH,
  type Mark,
  type Pick,
  type Picks,
} from './picks-link';

/** A review in progress of a shared shortlist: the reviewer's name, and each talent's mark and note. */
export type Review = { reviewer: string; marks: Record<number, { mark: Mark | null; note: string }> };

export const emptyReview: Review = { reviewer: '', marks: {} };

/** One review per shared list, under the list's ids as its share link writes them. */
export const reviewStorageKey = (ids: readonly number[]) => `shortlist-review:${encodeShortlist(ids)}`;

const REVIEW_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const isMark = (value: unknown): value is Mark => MARKS.includes(value as Mark);

/** A stored review of `ids`' list, as typed (capped); anything malformed is left out. */
function reviewOf(state: unknown, ids: readonly number[]): Review | null {
  if (typeof state !== 'object' || state === null) return null;
  const { reviewer, marks } = state as Record<string, unknown>;
  const stored = typeof marks === 'object' && marks !== null ? (marks as Record<string, unknown>) : {};
  const review: Review = {
    reviewer: typeof reviewer === 'string' ? capText(reviewer, MAX_REVIEWER_LENGTH) : '',
    marks: {},
  };
  for (const id of ids) {
    const entry = stored[id];
    if (typeof entry !== 'object' || entry === null) continue;
    const { mark, note } = entry as Record<string, unknown>;
    review.marks[id] = {
      mark: isMark(mark) ? mark : null,
      note: typeof note === 'string' ? capText(note, MAX_NOTE_LENGTH) : '',
    };
  }
  return review;
}

// A reviewer's name and notes do not outstay the job they were for.
const storedReview = (ids: readonly number[]): StoredKind<Review> => ({
  version: 1,
  lifetimeMs: REVIEW_LIFETIME_MS,
  parse: (state) => reviewOf(state, ids),
});

export function readReview(ids: readonly number[]): Review | null {
  return readStored(reviewStorageKey(ids), storedReview(ids));
}

export function saveReview(ids: readonly number[], review: Review): void {
  writeStored(reviewStorageKey(ids), storedReview(ids), review);
}

/** Once its picks are sent, a review is not kept: the link holds them. */
export function forgetReview(ids: readonly number[]): void {
  removeStored(reviewStorageKey(ids));
}

/** The review as its link carries it: every talent of the list, in the list's order. */
export function reviewPicks(review: Review, ids: readonly number[]): Picks {
  const picks = ids.map((id): Pick => ({
    id,
    mark: review.marks[id]?.mark ?? null,
    note: review.marks[id]?.note ?? '',
  }));
  return { reviewer: review.reviewer, picks };
}
