// Draws the photo upright, at most PHOTO_MAX_EDGE long, and encodes it as JPEG: the canvas carries pixels
// only, so no metadata survives. Off the main thread, so choosing a photo never stalls the page.
import { BROWSER_PHOTO_QUALITY, shrunkSize } from './photo-output';
import type { ShrinkReply, ShrinkRequest } from './shrink-photo';

async function shrink(photo: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    const { width, height } = shrunkSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    // Transparent parts come out white, as the server flattens them.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: BROWSER_PHOTO_QUALITY });
  } catch {
    return null;
  } finally {
    bitmap?.close();
  }
}

// One photo at a time: a decoded photo holds much memory.
let queue: Promise<void> = Promise.resolve();

addEventListener('message', ({ data }: MessageEvent<ShrinkRequest>) => {
  queue = queue.then(async () => {
    postMessage({ id: data.id, jpeg: await shrink(data.photo) } satisfies ShrinkReply);
  });
});
