import 'server-only';
import { unstable_cache } from 'next/cache';
import sharp from 'sharp';
import { PANEL_TAGS } from '@/lib/panel/tags';
import { readStoragePicture } from '@/lib/panel/storage';
import { errorMessage } from '@/lib/panel/errors';

/** A picture's printed size, in millimetres. */
export type PrintSize = { width: number; height: number };

const PRINT_DPI = 300;
const MM_PER_INCH = 25.4;
/** mozjpeg at 80: a full-bleed A5 photograph stays small, with no visible loss in print. */
const JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;

// Cut around the most salient part at 300 dpi, or the source's resolution when lower (enlarging adds
// bytes, not detail). JPEG, which a PDF embeds as it is.
export async function printablePicture(bytes: Buffer, size: PrintSize): Promise<Buffer> {
  const image = sharp(bytes).rotate();
  const { autoOrient } = await image.metadata();
  const aspect = size.width / size.height;
  const wanted = Math.round((size.width / MM_PER_INCH) * PRINT_DPI);
  const width = Math.max(
    1,
    Math.min(wanted, Math.floor(Math.min(autoOrient.width, autoOrient.height * aspect))),
  );
  return image
    .resize(width, Math.round(width / aspect), { fit: 'cover', position: sharp.strategy.attention })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

// Cached under the talent's tag, so `talent:{id}` renews it. Null when the picture cannot be had:
// nothing is cached, so the next request tries again.
export async function printPicture(talentId: number, url: string, size: PrintSize): Promise<Buffer | null> {
  const read = unstable_cache(
    async () => {
      const bytes = await readStoragePicture(url);
      if (!bytes) throw new Error('no picture');
      // The data cache keeps JSON: the JPEG travels as base64.
      return (await printablePicture(bytes, size)).toString('base64');
    },
    ['comp-card-picture', url, `${size.width}x${size.height}`],
    { tags: [PANEL_TAGS.talent(talentId)] },
  );
  try {
    return Buffer.from(await read(), 'base64');
  } catch (error) {
    console.error(`[comp-card] ${url}: ${errorMessage(error)}`);
    return null;
  }
}
