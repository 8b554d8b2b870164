import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_MAX_SECONDS, videoDurationProblem } from '@/features/application/model/file-rules';
import { removeLeftoverVideoCopies } from '@/features/application/server/clean-video';
import { application, file, formOf, post, setup } from '../fixtures/application-post';
import {
  allTags,
  av1PictureWith,
  decodedPictures,
  LOCATION,
  makeVideo,
  probe,
  testPicture,
} from '../fixtures/videos';
import { refusal } from '../fixtures/api-refusal';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

describe('videoDurationProblem (spec: at most 40 seconds)', () => {
  it.each([
    [12, null],
    [40, null],
    [40.49, null], // a phone's "40 s" clip as a player measures it
    [40.5, 'videoTooLong'],
    [41, 'videoTooLong'],
    [3600, 'videoTooLong'],
    [null, 'videoUnreadable'],
    [Number.NaN, 'videoUnreadable'],
    [Number.POSITIVE_INFINITY, 'videoUnreadable'],
    [0, 'videoUnreadable'],
  ])('%s s → %s', (seconds, problem) => {
    expect(videoDurationProblem(seconds)).toBe(problem);
  });

  it('is the spec’s 40 seconds', () => {
    expect(VIDEO_MAX_SECONDS).toBe(40);
  });
});

const sound = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
/** WebM as a browser's recorder writes it: no length in its header. */
const recorderWebm = ['-c:v', 'libvpx', '-live', '1', '-f', 'webm'];

const clips: Record<string, Buffer> = {};

beforeAll(async () => {
  const at = ['-metadata', `location=${LOCATION}`];
  const av1 = av1PictureWith(LOCATION, 1);
  const made = await Promise.all([
    // Android phones write the position as a `©xyz` box in an MP4.
    makeVideo([...testPicture(1), ...sound(1), ...h264, ...at, '-f', 'mov', '-brand', 'mp42'], 'mp4'),
    makeVideo([...testPicture(1), ...sound(1), ...h264, ...at, '-f', 'mp4'], 'mp4'),
    // iPhones write it under a QuickTime metadata key.
    makeVideo(
      [...testPicture(1), ...sound(1), ...h264, '-movflags', 'use_metadata_tags'].concat([
        '-metadata',
        `com.apple.quicktime.location.ISO6709=${LOCATION}`,
        '-f',
        'mov',
      ]),
      'mov',
    ),
    makeVideo([...testPicture(3), ...recorderWebm], 'webm'),
    makeVideo([...testPicture(3), '-c:v', 'libtheora', '-f', 'ogg'], 'ogv'),
    makeVideo([...testPicture(41), ...recorderWebm], 'webm'),
    makeVideo([...sound(2), '-c:a', 'libvorbis', '-f', 'ogg'], 'ogg'),
    // The position written inside the picture stream, as user data (SEI) beside the frames.
    makeVideo(
      [...testPicture(1), ...sound(1), ...h264].concat([
        '-bsf:v',
        `h264_metadata=sei_user_data=086f3693-b7b3-4f2c-9653-21492feee5b8+${LOCATION}`,
        '-f',
        'mp4',
      ]),
      'mp4',
    ),
    // x265 writes its note (name and settings) as user data in the stream's header (hvcC) and frames.
    makeVideo(
      [...testPicture(1), ...sound(1), '-c:v', 'libx265', '-x265-params', 'log-level=error'].concat([
        '-tag:v',
        'hvc1',
        '-c:a',
        'aac',
        '-f',
        'mov',
      ]),
      'mov',
    ),
    // Big enough to tell a disk with room for the upload alone from one with room for its copy.
    makeVideo(
      ['-f', 'lavfi', '-i', 'nullsrc=size=320x240:rate=10:duration=3', '-vf', 'noise=alls=100:allf=t'].concat(
        ['-c:v', 'libx264', '-qp', '0', '-f', 'mp4'],
      ),
      'mp4',
    ),
    av1.then((picture) =>
      makeVideo([...sound(1), '-c:v', 'copy', '-c:a', 'aac', '-f', 'mp4'], 'mp4', picture),
    ),
    av1.then((picture) =>
      makeVideo([...sound(1), '-c:v', 'copy', '-c:a', 'libvorbis', '-f', 'webm'], 'webm', picture),
    ),
  ]);
  const names = [
    'androidMp4',
    'mp4',
    'iphoneMov',
    'webm',
    'ogg',
    'longWebm',
    'soundOnly',
    'seiMp4',
    'hevcMov',
    'bigMp4',
    'av1Mp4',
    'av1Webm',
  ];
  names.forEach((name, index) => (clips[name] = made[index]!));
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The application with `bytes` as its video, the browser claiming `seconds`. */
const withVideo = (bytes: Uint8Array, name: string, type: string, seconds = 12) =>
  post(formOf(application({ video: { file: file(bytes, name, type), seconds } })));

async function forwardedVideo(forward: ReturnType<typeof setup>['forward']) {
  const form = forward.mock.calls[0]![0];
  const video = form.get('video');
  if (!(video instanceof File)) throw new Error('no video forwarded');
  return { video, bytes: Buffer.from(await video.arrayBuffer()), seconds: form.get('video_seconds') };
}

describe('POST /api/be-a-model with a video', () => {
  it.each([
    ['an MP4 with a ©xyz position (Android)', 'androidMp4', 'clip.mp4', 'video/mp4', 'video.mp4'],
    ['an MP4 with a 3GPP loci position', 'mp4', 'clip.mp4', 'video/mp4', 'video.mp4'],
    [
      'a QuickTime movie with an ISO 6709 position (iPhone)',
      'iphoneMov',
      'clip.mov',
      'video/quicktime',
      'video.mov',
    ],
  ])(
    'forwards %s without its position or any tag, sound kept, no copy left on disk',
    async (_, clip, name, type, sent) => {
      const original = clips[clip]!;
      expect(allTags(await probe(original)).some((tag) => tag.includes(LOCATION))).toBe(true);
      const temporary = await mkdtemp(join(tmpdir(), 'application-tmp-'));
      vi.stubEnv('TMPDIR', temporary);
      try {
        const { handler, forward } = setup();
        const response = await handler(withVideo(original, name, type));
        expect(response.status).toBe(200);

        const { video, bytes, seconds } = await forwardedVideo(forward);
        expect([video.name, video.type]).toEqual([sent, type]);
        expect(bytes.includes(Buffer.from(LOCATION))).toBe(false);
        expect(bytes.includes(Buffer.from('\u00a9xyz', 'latin1'))).toBe(false);
        const forwarded = await probe(bytes);
        expect(allTags(forwarded).filter((tag) => /location|xyz|iso6709/i.test(tag))).toEqual([]);
        expect(forwarded.format.tags?.encoder).toBeUndefined();
        expect(forwarded.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
        expect(seconds).toBe('1');
        expect(await readdir(temporary)).toEqual([]);
      } finally {
        await rm(temporary, { recursive: true, force: true });
      }
    },
  );

  it('forwards an H.264 video without the user data written inside its picture stream', async () => {
    const original = clips.seiMp4!;
    expect(original.includes(Buffer.from(LOCATION))).toBe(true);
    const { handler, forward } = setup();
    const response = await handler(withVideo(original, 'clip.mp4', 'video/mp4'));
    expect(response.status).toBe(200);
    const { bytes } = await forwardedVideo(forward);
    expect(bytes.includes(Buffer.from(LOCATION))).toBe(false);
    // The encoder's own note (its name and settings) is user data too.
    expect(bytes.includes(Buffer.from('x264'))).toBe(false);
    const forwarded = await probe(bytes);
    expect(forwarded.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
    expect(Number(forwarded.format.duration)).toBeCloseTo(1, 1);
  });

  it('forwards an HEVC video without the user data in its header and picture stream, sound kept', async () => {
    const original = clips.hevcMov!;
    expect(original.includes(Buffer.from('x265'))).toBe(true);
    const { handler, forward } = setup();
    const response = await handler(withVideo(original, 'clip.mov', 'video/quicktime'));
    expect(response.status).toBe(200);
    const { bytes } = await forwardedVideo(forward);
    expect(bytes.includes(Buffer.from('x265'))).toBe(false);
    const forwarded = await probe(bytes);
    expect(forwarded.streams.map((stream) => stream.codec_type)).toEqual(['video', 'audio']);
    expect(Number(forwarded.format.duration)).toBeCloseTo(1, 1);
  });

  it.each([
    ['an MP4', 'av1Mp4', 'clip.mp4', 'video/mp4', 'aac'],
    ['a WebM', 'av1Webm', 'clip.webm', 'video/webm', 'vorbis'],
  ])(
    'forwards %s in AV1 without the metadata OBU in its header and picture stream, decodable, sound kept',
    async (_, clip, name, type, soundCodec) => {
      const original = clips[clip]!;
      // One copy in the file's header (av1C in MP4, CodecPrivate in WebM), one in the first frame.
      expect(original.toString('latin1').split(LOCATION)).toHaveLength(3);
      const { handler, forward } = setup();
      const response = await handler(withVideo(original, name, type));
      expect(response.status).toBe(200);
      const { bytes } = await forwardedVideo(forward);
      expect(bytes.includes(Buffer.from(LOCATION))).toBe(false);
      const forwarded = await probe(bytes);
      expect(forwarded.streams.map((stream) => [stream.codec_type, stream.codec_name])).toEqual([
        ['video', 'av1'],
        ['audio', soundCodec],
      ]);
      // One second at ten frames a second.
      expect(await decodedPictures(bytes)).toBe(10);
    },
    // Three tools for the upload, one more copy for the header, then a decode.
    20_000,
  );

  it.each([
    ['a WebM recorded without its length in the header', 'webm', 'clip.webm', 'video/webm', 'video.webm'],
    ['an Ogg video', 'ogg', 'clip.ogv', 'video/ogg', 'video.ogv'],
  ])('reads the length of %s from the file, not the browser’s word', async (_, clip, name, type, sent) => {
    const { handler, forward } = setup();
    const response = await handler(withVideo(clips[clip]!, name, type, 12.34));
    expect(response.status).toBe(200);
    const { video, bytes, seconds } = await forwardedVideo(forward);
    expect([video.name, video.type, seconds]).toEqual([sent, type, '3']);
    expect(Number((await probe(bytes)).format.duration)).toBeCloseTo(3, 1);
  });

  it('refuses a 41 s clip the browser calls 20 s', async () => {
    const { handler, forward } = setup();
    const response = await handler(withVideo(clips.longWebm!, 'long.webm', 'video/webm', 20));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refusal('invalid_fields', { errors: { video: 'videoTooLong' } }));
    expect(forward).not.toHaveBeenCalled();
  });

  const atom = (type: string) => Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from(type, 'latin1')]);
  const page = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

  it.each([
    [
      'HTML behind an 8-byte free atom, as QuickTime',
      () => Buffer.concat([atom('free'), page]),
      'a.mov',
      'video/quicktime',
    ],
    [
      'text behind EBML magic, as WebM',
      () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), page]),
      'a.webm',
      'video/webm',
    ],
    ['an Ogg with sound only', () => clips.soundOnly!, 'a.ogg', 'video/ogg'],
  ])('refuses %s: 415 videoUnreadable, nothing forwarded', async (_, bytes, name, type) => {
    const { handler, forward } = setup();
    const response = await handler(withVideo(bytes(), name, type));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(
      refusal('unsupported_file', { errors: { video: 'videoUnreadable' } }),
    );
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 503 video_unavailable (logged once) when ffmpeg or ffprobe is missing, never a 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler, forward } = setup();
    for (const [tool, path] of [
      ['FFMPEG_PATH', '/nonexistent/ffmpeg'],
      ['FFPROBE_PATH', '/nonexistent/ffprobe'],
    ] as const) {
      vi.stubEnv(tool, path);
      const response = await handler(withVideo(clips.webm!, 'clip.webm', 'video/webm'));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual(refusal('video_unavailable'));
      vi.unstubAllEnvs();
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatch(/videos cannot be checked.*\/nonexistent\/ffmpeg/);
    expect(forward).not.toHaveBeenCalled();
  });

  // A disk of its own, as small as the test needs: only where this user may mount one (root, as in CI).
  const mountable = (() => {
    try {
      execFileSync('mount', ['--fake', '-t', 'tmpfs', 'tmpfs', tmpdir()], { stdio: 'ignore' });
      return process.getuid?.() === 0;
    } catch {
      return false;
    }
  })();

  it.runIf(mountable)(
    'answers 503 video_unavailable on a full disk, logged every time, not the applicant’s file',
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const disk = await mkdtemp(join(tmpdir(), 'application-disk-'));
      const original = clips.bigMp4!;
      // Room for the upload and its folder, not for the copy.
      const size = Math.ceil(original.length / 4096) * 4096 + 2 * 4096;
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', disk]);
      vi.stubEnv('TMPDIR', disk);
      try {
        const { handler, forward } = setup();
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const response = await handler(withVideo(original, 'clip.mp4', 'video/mp4'));
          expect(response.status).toBe(503);
          expect(await response.json()).toEqual(refusal('video_unavailable'));
        }
        expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
          expect.stringMatching(/no room for a \d+-byte video/),
          expect.stringMatching(/no room for a \d+-byte video/),
        ]);
        expect(forward).not.toHaveBeenCalled();
        expect(await readdir(disk)).toEqual([]);
      } finally {
        vi.unstubAllEnvs();
        execFileSync('umount', [disk]);
        await rm(disk, { recursive: true, force: true });
      }
    },
  );
});

describe('removeLeftoverVideoCopies', () => {
  it('removes the video copies a stopped server left, keeping running checks and other files', async () => {
    const temporary = await mkdtemp(join(tmpdir(), 'application-tmp-'));
    vi.stubEnv('TMPDIR', temporary);
    try {
      const now = Date.now();
      const hourAgo = new Date(now - 60 * 60 * 1000);
      for (const name of ['application-video-left', 'application-video-running', 'someone-else'])
        await mkdir(join(temporary, name, 'inside'), { recursive: true });
      await utimes(join(temporary, 'application-video-left'), hourAgo, hourAgo);
      await utimes(join(temporary, 'someone-else'), hourAgo, hourAgo);

      expect(await removeLeftoverVideoCopies(now)).toBe(1);
      expect((await readdir(temporary)).sort()).toEqual(['application-video-running', 'someone-else']);
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  });
});
