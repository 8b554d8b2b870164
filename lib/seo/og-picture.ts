import 'server-only';
import sharp from 'sharp';
import { readStoragePicture } from '@/lib/panel/storage';
import { errorMessage } from '@/lib/panel/errors';

/** A JPEG data URL: Satori reads no WebP, this reads whatever sharp does. */
export async function fitPicture(
  bytes: Buffer | null,
  width: number,
  height: number,
): Promise<string | null> {
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes)
      .rotate()
      .resize(Math.round(width), Math.round(height), { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.error(`[og] a picture sharp cannot read: ${errorMessage(error)}; drawn without it`);
    return null;
  }
}

export async function cardPicture(url: string | null, width: number, height: number): Promise<string | null> {
  return fitPicture(await readStoragePicture(url), width, height);
}
