// A chosen photo is shrunk in a worker to what the server keeps, upright and without its EXIF, so a phone
// uploads that; where the browser cannot, it goes as chosen and the server's re-encoding does the rest.

export type ShrinkRequest = { id: number; photo: Blob };
/** The photo as a JPEG, or null when the worker could not decode or encode it. */
export type ShrinkReply = { id: number; jpeg: Blob | null };

/** The original's name with the JPEG's extension. */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '');
  return `${stem || 'photo'}.jpg`;
}

/** What is sent for a chosen photo: the browser's JPEG when it made one, else the photo as chosen. */
export function photoToSend(chosen: File, jpeg: Blob | null): File {
  if (!jpeg) return chosen;
  return new File([jpeg], jpegName(chosen.name), { type: 'image/jpeg', lastModified: chosen.lastModified });
}

let worker: Worker | null = null;
let workerFailed = false;
let lastId = 0;
const waiting = new Map<number, (jpeg: Blob | null) => void>();

/** The page's one worker, started at the first photo; null where this browser cannot run it. */
function shrinkWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  try {
    worker = new Worker(new URL('./shrink-photo.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.addEventListener('message', ({ data }: MessageEvent<ShrinkReply>) => {
    waiting.get(data.id)?.(data.jpeg);
    waiting.delete(data.id);
  });
  // A worker that cannot start or breaks leaves every photo as chosen, now and later.
  worker.addEventListener('error', () => {
    for (const settle of waiting.values()) settle(null);
    waiting.clear();
    worker?.terminate();
    worker = null;
    workerFailed = true;
  });
  return worker;
}

/** The photo to send, shrunk off the main thread; the photo as chosen where that cannot be done. */
export async function shrinkPhoto(photo: File): Promise<File> {
  const shrinker = shrinkWorker();
  if (!shrinker) return photo;
  const id = ++lastId;
  const jpeg = await new Promise<Blob | null>((settle) => {
    waiting.set(id, settle);
    shrinker.postMessage({ id, photo } satisfies ShrinkRequest);
  });
  return photoToSend(photo, jpeg);
}
