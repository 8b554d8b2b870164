// What a photo and a video may be, checked alike by the browser as a file is chosen and by the server.
import type { FormErrorKey } from '@/lib/api/field-errors';

const MEGABYTE = 1024 * 1024;

export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/gif', 'image/jpeg'];
export const PHOTO_MAX_BYTES = 12 * MEGABYTE;

/** What phones and cameras record; the size holds the longest video at the bitrate phones share. */
export const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/quicktime', 'video/webm', 'video/ogg'];
export const VIDEO_MAX_BYTES = 40 * MEGABYTE;
export const VIDEO_MAX_SECONDS = 40;

/** The browser's File, or on the server the upload typed by its bytes (never the client's declared type). */
export type FileLike = { name: string; type: string; size: number };

export type VideoChoice = { file: FileLike; seconds: number | null };

// In whole seconds, rounded: players report a little more than the length a phone shows.
export function videoDurationProblem(seconds: number | null): FormErrorKey | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'videoUnreadable';
  return Math.round(seconds) > VIDEO_MAX_SECONDS ? 'videoTooLong' : null;
}
