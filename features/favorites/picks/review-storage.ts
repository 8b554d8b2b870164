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

const isMark = (value: unknown): value is Mark => MARKS.includes(value as Mark);

/** What local storage keeps for `ids`' list, as typed (capped); anything malformed is left out. */
export function parseStoredReview(raw: string | null, ids: readonly number[]): Review | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { reviewer, marks } = value as Record<string, unknown>;
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

// As the wishlist's storage (storage.ts): unreadable storage reads as no review, a failed write warns.
export function readReview(ids: readonly number[]): Review | null {
  try {
    return parseStoredReview(window.localStorage.getItem(reviewStorageKey(ids)), ids);
  } catch {
    return null;
  }
}

export function saveReview(ids: readonly number[], review: Review): void {
  try {
    window.localStorage.setItem(reviewStorageKey(ids), JSON.stringify(review));
  } catch (error) {
    console.warn('The review could not be saved in this browser', error);
  }
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
