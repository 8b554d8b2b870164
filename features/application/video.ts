import type { FormErrorKey } from '@/lib/api/field-errors';

export const VIDEO_MAX_SECONDS = 40;

// Null for an unknown length. Players report 40.02 s for a clip a phone calls 40 s, so the length counts
// in whole seconds, rounded.
export function videoDurationProblem(seconds: number | null): FormErrorKey | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'videoUnreadable';
  return Math.round(seconds) > VIDEO_MAX_SECONDS ? 'videoTooLong' : null;
}
