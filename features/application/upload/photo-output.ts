// What an application's photo becomes before the panel gets it, the same in the browser (which shrinks it
// before sending) and on the server (which re-encodes whatever it receives).

/** Long side of a re-encoded photo: enough for a booker's screen and a print composite. */
export const PHOTO_MAX_EDGE = 2400;
/** JPEG quality on the server (mozjpeg), 0–100. */
export const PHOTO_QUALITY = 85;
// The browser's canvas encoder, 0–1: lower than the server's, as it lacks mozjpeg's savings, so a phone
// uploads about what the server keeps.
export const BROWSER_PHOTO_QUALITY = 0.8;

/** The long side brought down to PHOTO_MAX_EDGE, never enlarged: sharp's `fit: 'inside'` resize. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
