/** Decoding at a thumbnail's width, so a large photo is checked without holding all of its pixels. */
const CHECK_WIDTH = 64;

/** Whether this browser can check a picture before it is sent (elsewhere the server's check decides). */
export function canCheckPictures(): boolean {
  return typeof createImageBitmap === 'function';
}

/** A damaged file is refused when chosen, rather than shown broken and refused after the upload. */
export async function isDrawablePicture(file: Blob): Promise<boolean> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: CHECK_WIDTH });
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
