import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds, VIDEO_MAX_SECONDS, videoDurationProblem } from '@/lib/application/video';

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

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function movieHeader(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 32 : 20);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

const fileType = box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1'));

describe('mp4DurationSeconds', () => {
  it('reads the length an MP4 or QuickTime file declares', () => {
    expect(mp4DurationSeconds(Buffer.concat([fileType, box('moov', movieHeader(0, 1000, 32_500))]))).toBe(
      32.5,
    );
    expect(mp4DurationSeconds(Buffer.concat([fileType, box('moov', movieHeader(1, 600, 36_000))]))).toBe(60);
    // moov after the media data, as many cameras write it
    const mediaData = box('mdat', Buffer.alloc(2048));
    expect(
      mp4DurationSeconds(
        Buffer.concat([fileType, mediaData, box('moov', box('free'), movieHeader(0, 90_000, 3_690_000))]),
      ),
    ).toBe(41);
  });

  it('says nothing for a file that does not declare it', () => {
    expect(mp4DurationSeconds(Buffer.concat([fileType, box('mdat', Buffer.alloc(64))]))).toBeNull();
    expect(mp4DurationSeconds(Buffer.concat([fileType, box('moov', movieHeader(0, 0, 100))]))).toBeNull();
    expect(
      mp4DurationSeconds(Buffer.concat([fileType, box('moov', movieHeader(0, 1000, 0xffffffff))])),
    ).toBeNull();
    expect(mp4DurationSeconds(Buffer.from('not a video at all'))).toBeNull();
    // A truncated header box does not read past the file.
    expect(
      mp4DurationSeconds(Buffer.concat([fileType, box('moov', box('mvhd', Buffer.alloc(6)))])),
    ).toBeNull();
  });
});
