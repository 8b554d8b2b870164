import 'server-only';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

/** A stream copy of 40 MB takes well under a second; these only stop a stuck process. */
const REMUX_TIMEOUT_MS = 30_000;
const PROBE_TIMEOUT_MS = 10_000;

export type CleanVideo =
  | { ok: true; bytes: Buffer; seconds: number }
  /** Not a video ffmpeg can read as its kind, or no picture in it. */
  | { ok: false; problem: 'unreadable' }
  /** ffmpeg or ffprobe are missing, crashed or hung: nothing to do with the file. */
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

/**
 * An applicant's video as the agency receives it: its first picture and sound streams copied (not
 * re-encoded) into a new file of the same container with no metadata at all (no GPS position, device,
 * date, chapters or extra tracks of a video that may show a minor), and its length in seconds as that
 * file says. The copy is made from a temporary file that is always removed. Refuses what ffmpeg cannot
 * read as the `type` its bytes claim, and a file with no picture.
 */
export async function cleanVideo(bytes: Buffer, type: string): Promise<CleanVideo> {
  const container = CONTAINERS[type];
  if (!container) return { ok: false, problem: 'unreadable' };
  let directory: string | null = null;
  try {
    directory = await mkdtemp(join(tmpdir(), 'application-video-'));
    const upload = join(directory, `upload.${container.extension}`);
    const clean = join(directory, `clean.${container.extension}`);
    await writeFile(upload, bytes);
    const input = ['-protocol_whitelist', 'file', '-f', container.demuxer];
    // `V` (not `v`) skips cover pictures, so a sound file with artwork is not a video.
    await tool(
      'ffmpeg',
      ['-nostdin', '-hide_banner', '-v', 'error', ...input, '-i', upload, '-map', '0:V:0', '-map', '0:a:0?']
        .concat(['-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'])
        .concat([...container.muxer, clean]),
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
