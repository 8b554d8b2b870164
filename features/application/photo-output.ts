// What an application's photo becomes before the panel gets it, the same in the browser (which shrinks it
// before sending) and on the server (which re-encodes whatever it receives).

/** Long side of a re-encoded photo: enough for a booker's screen and a print composite. */
export const PHOTO_MAX_EDGE = 2400;
/** JPEG quality on the server (mozjpeg), 0–100. */
export const PHOTO_QUALITY = 85;
/**
 * JPEG quality of the browser's canvas encoder, 0–1. It has none of mozjpeg's savings: at the server's 85
 * it makes half as many bytes again as the server keeps; at 0.8 it comes close, so a phone uploads about
 * what the server keeps, and the server's re-encoding decides the quality stored.
 */
export const BROWSER_PHOTO_QUALITY = 0.8;

/** The long side brought down to PHOTO_MAX_EDGE, never enlarged: sharp's `fit: 'inside'` resize. */
export function shrunkSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
