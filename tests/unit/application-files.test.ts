import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_EDGE } from '@/features/application/upload/photo-output';
import { PHOTO_MAX_INPUT_PIXELS, reencodePhoto } from '@/features/application/server/reencode-photo';
import { shortFileName } from '@/lib/forms/file-name';
import { sniffFileType } from '@/lib/forms/file-signatures';
import { hasGpsPointer, phonePhoto } from '../fixtures/phone-photo';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])),
  );

describe('sniffFileType', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'image/png'],
    ['GIF87a', bytes('GIF87a', 1, 0, 1, 0, 0, 0), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 1, 0, 1, 0, 0, 0), 'image/gif'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0, 1), 'image/jpeg'],
    ['MP4', bytes(0, 0, 0, 32, 'ftypisom', 0, 0, 2, 0), 'video/mp4'],
    ['QuickTime', bytes(0, 0, 0, 20, 'ftypqt  ', 0, 0, 2, 0), 'video/quicktime'],
    ['old QuickTime', bytes(0, 0, 0, 8, 'wide', 0, 0, 0, 0), 'video/quicktime'],
    ['WebM', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0, 0, 0), 'video/webm'],
    ['Ogg', bytes('OggS', 0, 2, 0, 0, 0, 0, 0, 0), 'video/ogg'],
    ['a Windows executable', bytes('MZ', 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0), null],
    ['an ELF executable', bytes(0x7f, 'ELF', 2, 1, 1, 0, 0, 0, 0, 0), null],
    ['HEIC (a still image in MP4’s box format)', bytes(0, 0, 0, 24, 'ftypheic', 0, 0, 0, 0), null],
    ['3GP', bytes(0, 0, 0, 20, 'ftyp3gp4', 0, 0, 2, 0), 'video/mp4'],
    ['text', bytes('hello world!'), null],
    ['nothing', bytes(), null],
  ])('%s', (_, head, type) => {
    expect(sniffFileType(head)).toBe(type);
  });
});

describe('shortFileName (20 characters, then an ellipsis)', () => {
  it.each([
    ['me.jpg', 'me.jpg'],
    ['12345678901234567890', '12345678901234567890'],
    ['IMG_20260315_142233_portrait.jpg', 'IMG_20260315_142233_…'],
    ['fotografia-de-corpo-inteiro.png', 'fotografia-de-corpo-…'],
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀.gif', `${'😀'.repeat(20)}…`],
  ])('%s → %s', (name, shown) => {
    expect(shortFileName(name)).toBe(shown);
  });
});

describe('reencodePhoto', () => {
  it('turns a phone photo upright and drops every piece of metadata, GPS included', async () => {
    const original = await phonePhoto(60, 40);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);
    expect(before.exif?.toString('latin1')).toContain('PhoneMaker');

    const result = await reencodePhoto(original);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = await sharp(result.bytes).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(result.bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it(`bounds the long side to ${PHOTO_MAX_EDGE} px and never enlarges`, async () => {
    const large = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const result = await reencodePhoto(large);
    expect(result.ok && (await sharp(result.bytes).metadata())).toMatchObject({ width: 1800, height: 2400 });
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const kept = await reencodePhoto(small);
    expect(kept.ok && (await sharp(kept.bytes).metadata())).toMatchObject({ width: 300, height: 200 });
  });

  it('puts transparent PNG and GIF photos on white, as JPEG', async () => {
    for (const format of ['png', 'gif'] as const) {
      const transparent = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#0000' } })
        .toFormat(format)
        .toBuffer();
      const result = await reencodePhoto(transparent);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      const { data } = await sharp(result.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(Math.min(...data)).toBeGreaterThan(245);
      expect((await sharp(result.bytes).metadata()).format).toBe('jpeg');
    }
  });

  it('refuses bytes that only look like a photo', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect(await reencodePhoto(fake)).toEqual({ ok: false, problem: 'photoUnreadable' });
  });

  // One colour compresses to a small PNG, whatever its size once decoded.
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();

  it('takes full-resolution phone photos (48, 50 and 64 MP) and refuses one just past the pixel bound', async () => {
    for (const [width, height] of [
      [8064, 6048], // 48 MP, iPhone
      [8192, 6144], // 50 MP
      [9248, 6936], // 64 MP
    ] as const) {
      const result = await reencodePhoto(await solid(width, height));
      expect(result.ok && (await sharp(result.bytes).metadata()).width).toBe(PHOTO_MAX_EDGE);
    }
    const side = Math.ceil(Math.sqrt(PHOTO_MAX_INPUT_PIXELS + 1));
    const bomb = await solid(side, side);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await reencodePhoto(bomb)).toEqual({ ok: false, problem: 'photoTooLarge' });
  }, 30_000);
});
