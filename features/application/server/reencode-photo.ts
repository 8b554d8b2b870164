import 'server-only';
import sharp from 'sharp';
import type { FormErrorKey } from '@/lib/api/field-errors';
import { PHOTO_MAX_EDGE, PHOTO_QUALITY } from '../upload/photo-output';

/** Decoding bound: a small one-colour PNG can claim a billion pixels; 65 MP admits phones' 64 MP modes. */
export const PHOTO_MAX_INPUT_PIXELS = 65_000_000;

export type ReencodedPhoto = { ok: true; bytes: Buffer } | { ok: false; problem: FormErrorKey };

// Every piece of metadata is dropped (sharp writes none unless asked): no GPS position, camera or date
// of a photo that may show a minor.
export async function reencodePhoto(bytes: Buffer): Promise<ReencodedPhoto> {
  try {
    const output = await sharp(bytes, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes: output };
  } catch (error) {
    const tooManyPixels = error instanceof Error && /pixel limit/i.test(error.message);
    return { ok: false, problem: tooManyPixels ? 'photoTooLarge' : 'photoUnreadable' };
  }
}
