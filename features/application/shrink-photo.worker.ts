// Decodes a chosen photo turned by its EXIF orientation, draws it at most PHOTO_MAX_EDGE long and encodes
// it as JPEG: the canvas carries pixels only, so no metadata survives. Off the main thread, so choosing a
// 12 MP photo never stalls the page.
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

// One photo at a time: each decoded 12 MP photo holds about 48 MB.
let queue: Promise<void> = Promise.resolve();

addEventListener('message', ({ data }: MessageEvent<ShrinkRequest>) => {
  queue = queue.then(async () => {
    postMessage({ id: data.id, jpeg: await shrink(data.photo) } satisfies ShrinkReply);
  });
});
