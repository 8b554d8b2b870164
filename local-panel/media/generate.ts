// Generates the media pool into <dataDir>/storage on first start and reuses it afterwards.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPictureJpeg } from './pictures';
import { HOME_VIDEO, type MediaPool, type PictureMode } from './pool';

/** Bump when the pictures change, so existing data dirs regenerate their pool. */
export const MEDIA_VERSION = 2;
/** One manifest per mode: the two pools live side by side, so switching modes redraws nothing. */
const MANIFEST_NAMES: Record<PictureMode, string> = {
  light: '.media-manifest.json',
  photo: '.media-manifest-photo.json',
};

interface Manifest {
  version: number;
  scale: number;
  files: string[];
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeFileAtomic(filePath: string, data: Buffer | string): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, data, { flush: true });
  await rename(temporary, filePath);
}

async function exists(filePath: string): Promise<boolean> {
  try {
    await stat(filePath);
    return true;
  } catch {
    return false;
  }
}

async function readManifest(manifestPath: string): Promise<Manifest | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(manifestPath, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const candidate = parsed as Partial<Manifest>;
    if (
      typeof candidate.version !== 'number' ||
      typeof candidate.scale !== 'number' ||
      !Array.isArray(candidate.files)
    )
      return null;
    return {
      version: candidate.version,
      scale: candidate.scale,
      files: candidate.files.filter((file): file is string => typeof file === 'string'),
    };
  } catch {
    return null;
  }
}

/** Runs `tasks` with at most `limit` in flight. */
async function runLimited(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      if (task) await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

export interface MediaReport {
  generated: number;
  milliseconds: number;
}

/**
 * Makes sure every pool file exists in `storageDir`. Files from an older version or another scale are
 * redrawn; files already present are kept.
 */
export async function ensureMedia(
  storageDir: string,
  pool: MediaPool,
  log: (message: string) => void,
): Promise<MediaReport> {
  const started = Date.now();
  const manifestPath = path.join(storageDir, MANIFEST_NAMES[pool.pictures]);
  const manifest = await readManifest(manifestPath);
  const current = manifest?.version === MEDIA_VERSION && manifest.scale === pool.scale;
  const videoPaths = Object.values(HOME_VIDEO);
  const allPaths = [...videoPaths, ...pool.images.map((image) => image.path)];
  const missing: string[] = [];
  for (const relative of allPaths) {
    if (!current || !(await exists(path.join(storageDir, relative)))) missing.push(relative);
  }
  if (missing.length === 0) return { generated: 0, milliseconds: Date.now() - started };

  log(
    `local panel: generating ${missing.length} demo media files (${pool.pictures} pictures) into ${storageDir} (first start only)…`,
  );
  const wanted = new Set(missing);
  const tasks: (() => Promise<void>)[] = [
    ...videoPaths
      .filter((video) => wanted.has(video))
      .map((video) => async () => {
        // The clips are committed beside this file, under the names they have in storage.
        const committed = fileURLToPath(new URL(path.basename(video), import.meta.url));
        await writeFileAtomic(path.join(storageDir, video), await readFile(committed));
      }),
    ...pool.images
      .filter((image) => wanted.has(image.path))
      .map(
        (image) => async () =>
          writeFileAtomic(path.join(storageDir, image.path), await renderPictureJpeg(image, pool.pictures)),
      ),
  ];
  // SVG rasterising is single-threaded, so one task per core is the sweet spot.
  await runLimited(tasks, Math.max(1, Math.min(4, availableParallelism())));
  const next: Manifest = { version: MEDIA_VERSION, scale: pool.scale, files: allPaths };
  await writeFileAtomic(manifestPath, JSON.stringify(next, null, 2));
  const milliseconds = Date.now() - started;
  log(`local panel: generated ${missing.length} media files in ${(milliseconds / 1000).toFixed(1)} s`);
  return { generated: missing.length, milliseconds };
}
