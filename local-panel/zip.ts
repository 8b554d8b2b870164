// Composite ("compo") downloads: a real zip of a talent's chosen compo images, built once per selection.

import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { slugify } from './random';
import type { GalleryItem } from './content/talents';

export const ZIP_DIRECTORY = 'zips';

/** Storage path of the zip for this talent and selection; the hash makes each selection its own file. */
export function compoZipPath(talentId: number, itemIds: number[]): string {
  const hash = createHash('sha256')
    .update([...itemIds].sort((a, b) => a - b).join(','))
    .digest('hex')
    .slice(0, 12);
  return `${ZIP_DIRECTORY}/${talentId}-${hash}.zip`;
}

/** The download name a browser should see: "<talent-name>-composite.zip". */
export function compoDownloadName(talentName: string): string {
  return `${slugify(talentName) || 'talent'}-composite.zip`;
}

/** Builds the zip into storage unless it already exists; returns its storage path. */
export async function buildCompoZip(
  storageDir: string,
  talent: { id: number; name: string },
  items: GalleryItem[],
): Promise<string> {
  const relative = compoZipPath(
    talent.id,
    items.map((item) => item.id),
  );
  const target = path.join(storageDir, relative);
  try {
    await stat(target);
    return relative;
  } catch {
    // Not built yet.
  }
  await mkdir(path.dirname(target), { recursive: true });
  const zip = new ZipFile();
  const base = slugify(talent.name) || 'talent';
  items.forEach((item, index) => {
    // JPEGs do not shrink; storing them keeps the zip fast to build and to open.
    zip.addFile(
      path.join(storageDir, item.file),
      `${base}-composite-${index + 1}${path.extname(item.file)}`,
      { compress: false },
    );
  });
  zip.end();
  const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
  await pipeline(zip.outputStream, createWriteStream(temporary, { flush: true }));
  await rename(temporary, target);
  return relative;
}
