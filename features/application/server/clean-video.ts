import 'server-only';
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Each accepted kind read by its own demuxer (never ffmpeg's guess) and written back to the same container. */
const CONTAINERS: Record<string, { demuxer: string; muxer: string[]; extension: string }> = {
  'video/mp4': { demuxer: 'mov', muxer: ['-movflags', '+faststart', '-f', 'mp4'], extension: 'mp4' },
  'video/quicktime': { demuxer: 'mov', muxer: ['-movflags', '+faststart', '-f', 'mov'], extension: 'mov' },
  'video/webm': { demuxer: 'matroska', muxer: ['-f', 'webm'], extension: 'webm' },
  'video/ogg': { demuxer: 'ogg', muxer: ['-f', 'ogg'], extension: 'ogv' },
};

/** Free-data units (SEI, AV1 metadata OBUs), where a camera can write text such as a position. */
const FREE_DATA_UNITS: Record<string, string> = { h264: '6', hevc: '39|40', av1: '5' };
// Codecs whose header (hvcC, av1C, CodecPrivate) can hold free data go first through a container without
// one, where it travels in the stream and is filtered; the last copy rebuilds the header from the stream.
const HEADERLESS: Record<string, { filters: string; format: string }> = {
  hevc: { filters: `hevc_mp4toannexb,filter_units=remove_types=${FREE_DATA_UNITS.hevc}`, format: 'mpegts' },
  av1: { filters: `filter_units=remove_types=${FREE_DATA_UNITS.av1}`, format: 'ivf' },
};
const PICTURE_CODEC = ['-select_streams', 'V:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0'];

/** Only stops a stuck process: a stream copy takes well under a second. */
const REMUX_TIMEOUT_MS = 30_000;
const PROBE_TIMEOUT_MS = 10_000;

/** The temporary folder of one check: an applicant's video, twice, for a few seconds. */
const COPIES_PREFIX = 'application-video-';
/** Older than any running check (its tools' timeouts, summed, with room), so another instance's survive. */
const LEFTOVER_AGE_MS = 5 * 60 * 1000;

export type CleanVideo =
  | { ok: true; bytes: Buffer; seconds: number }
  /** Not a video ffmpeg can read as its kind, or no picture in it. */
  | { ok: false; problem: 'unreadable' }
  /** ffmpeg or ffprobe are missing, crashed or hung, or the disk is full: nothing to do with the file. */
  | { ok: false; problem: 'unavailable' };

class FileRefused extends Error {}

async function tool(name: 'ffmpeg' | 'ffprobe', args: string[], timeout: number): Promise<string> {
  const path = (name === 'ffmpeg' ? process.env.FFMPEG_PATH : process.env.FFPROBE_PATH) || name;
  try {
    const { stdout } = await run(path, args, { timeout, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 });
    return stdout;
  } catch (error) {
    // An exit status is the tool refusing the file (so is flooding us with errors about it); a missing
    // binary, a signal or the timeout is not the file's doing.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'number' || code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') throw new FileRefused();
    throw error;
  }
}

let toolFailureLogged = false;

/** A failure writing the copies is the disk's when the temporary folder has less room than the upload. */
async function outOfSpace(error: unknown, uploadBytes: number): Promise<boolean> {
  if ((error as { code?: unknown }).code === 'ENOSPC') return true;
  const room = await statfs(tmpdir()).then(
    ({ bavail, bsize }) => bavail * bsize,
    () => Number.POSITIVE_INFINITY,
  );
  return room < uploadBytes;
}

const QUIET = ['-nostdin', '-hide_banner', '-v', 'error'];

/** The picture alone, its free data removed, in a container without a header; as ffmpeg's input. */
async function pictureWithoutHeader(
  { filters, format }: (typeof HEADERLESS)[string],
  source: string[],
  directory: string,
): Promise<string[]> {
  const stream = join(directory, `picture.${format}`);
  const copy = ['-map', '0:V:0', '-c', 'copy', '-bsf:v', filters, '-map_metadata', '-1'];
  await tool('ffmpeg', [...QUIET, ...source, ...copy, '-f', format, stream], REMUX_TIMEOUT_MS);
  return ['-f', format, '-i', stream];
}

// The first picture and sound streams copied, not re-encoded, with no metadata at all (no GPS position,
// device or date of a video that may show a minor), and the length that copy says.
export async function cleanVideo(bytes: Buffer, type: string): Promise<CleanVideo> {
  const container = CONTAINERS[type];
  if (!container) return { ok: false, problem: 'unreadable' };
  let directory: string | null = null;
  try {
    directory = await mkdtemp(join(tmpdir(), COPIES_PREFIX));
    const upload = join(directory, `upload.${container.extension}`);
    const clean = join(directory, `clean.${container.extension}`);
    await writeFile(upload, bytes);
    const input = ['-protocol_whitelist', 'file', '-f', container.demuxer];
    // `V` (not `v`) skips cover pictures, so a sound file with artwork is not a video.
    const picture = await tool(
      'ffprobe',
      ['-v', 'error', ...input, ...PICTURE_CODEC, upload],
      PROBE_TIMEOUT_MS,
    );
    const codec = picture.trim();
    const freeDataUnits = FREE_DATA_UNITS[codec];
    const dropFreeData = freeDataUnits ? ['-bsf:v', `filter_units=remove_types=${freeDataUnits}`] : [];
    const headerless = HEADERLESS[codec];
    const pictureInput = headerless
      ? await pictureWithoutHeader(headerless, [...input, '-i', upload], directory)
      : [];
    const sources = [...pictureInput, ...input, '-i', upload];
    const picked = ['-map', '0:V:0', '-map', `${headerless ? 1 : 0}:a:0?`];
    await tool(
      'ffmpeg',
      [...QUIET, ...sources, ...picked, '-c', 'copy', ...dropFreeData]
        .concat(['-map_metadata', '-1', '-map_chapters', '-1'])
        .concat(['-fflags', '+bitexact', ...container.muxer, clean]),
      REMUX_TIMEOUT_MS,
    );
    // The length of what is forwarded, as ffmpeg wrote it: recorders that leave it out of the header
    // (WebM from a browser) get one here.
    const probe = await tool(
      'ffprobe',
      ['-v', 'error', ...input, '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', clean],
      PROBE_TIMEOUT_MS,
    );
    const { format, streams } = JSON.parse(probe) as {
      format?: { duration?: string };
      streams?: { codec_type?: string }[];
    };
    const seconds = Number(format?.duration);
    if (!streams?.some((stream) => stream.codec_type === 'video') || !(seconds > 0)) {
      return { ok: false, problem: 'unreadable' };
    }
    return { ok: true, bytes: await readFile(clean), seconds };
  } catch (error) {
    // Every time: each application with a video fails until someone makes room.
    if (await outOfSpace(error, bytes.length)) {
      console.error(
        `[be-a-model] no room for a ${bytes.length}-byte video in ${tmpdir()}: application refused`,
      );
      return { ok: false, problem: 'unavailable' };
    }
    if (error instanceof FileRefused) return { ok: false, problem: 'unreadable' };
    // Once is enough to tell the operator; every application with a video meets the same failure.
    if (!toolFailureLogged) {
      toolFailureLogged = true;
      console.error(
        `[be-a-model] videos cannot be checked (ffmpeg: ${process.env.FFMPEG_PATH || 'ffmpeg'}, ffprobe: ` +
          `${process.env.FFPROBE_PATH || 'ffprobe'}), applications with one are refused: ${String(error)}`,
      );
    }
    return { ok: false, problem: 'unavailable' };
  } finally {
    if (directory) {
      await rm(directory, { recursive: true, force: true }).catch((error: unknown) =>
        console.error(`[be-a-model] could not remove the video copies in ${directory}: ${String(error)}`),
      );
    }
  }
}

/** Removes the video copies left by a server killed mid-check; returns how many folders went. */
export async function removeLeftoverVideoCopies(now = Date.now()): Promise<number> {
  const folder = tmpdir();
  let removed = 0;
  for (const name of await readdir(folder).catch(() => [])) {
    if (!name.startsWith(COPIES_PREFIX)) continue;
    const path = join(folder, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < LEFTOVER_AGE_MS) continue;
    await rm(path, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
