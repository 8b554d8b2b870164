import type { FormErrorKey } from '@/lib/forms/field-errors';

/** Spec sections 5 and 9: the introduction video lasts at most 40 seconds. */
export const VIDEO_MAX_SECONDS = 40;

/**
 * What is wrong with a video's length, if anything; null for an unknown length (the file's metadata
 * could not be read). Players report 40.02 s for a clip a phone calls 40 s, so the length counts in
 * whole seconds, rounded.
 */
export function videoDurationProblem(seconds: number | null): FormErrorKey | null {
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return 'videoUnreadable';
  return Math.round(seconds) > VIDEO_MAX_SECONDS ? 'videoTooLong' : null;
}

type Box = { start: number; end: number };

/** The content of the first box of `type` between `start` and `end` of an ISO media file. */
function findBox(view: DataView, start: number, end: number, type: string): Box | null {
  let offset = start;
  while (offset + 8 <= end) {
    let size = view.getUint32(offset);
    const boxType = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return null;
      size = Number(view.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header) return null;
    if (boxType === type) return { start: offset + header, end: Math.min(offset + size, end) };
    offset += size;
  }
  return null;
}

/**
 * The length in seconds an MP4 or QuickTime file declares (its `moov/mvhd` box), or null when the file
 * does not say. Lets the server check a video's length itself rather than trust the browser's reading.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const movie = findBox(view, 0, bytes.byteLength, 'moov');
  const header = movie && findBox(view, movie.start, movie.end, 'mvhd');
  if (!header) return null;
  const version = view.getUint8(header.start);
  const [timescaleAt, durationAt, durationBytes] = version === 1 ? [20, 24, 8] : [12, 16, 4];
  if (header.start + durationAt + durationBytes > header.end) return null;
  const timescale = view.getUint32(header.start + timescaleAt);
  const duration =
    durationBytes === 8
      ? Number(view.getBigUint64(header.start + durationAt))
      : view.getUint32(header.start + durationAt);
  // All ones means "unknown" in both versions.
  const unknown = durationBytes === 8 ? Number(0xffffffffffffffffn) : 0xffffffff;
  return timescale === 0 || duration === unknown ? null : duration / timescale;
}
