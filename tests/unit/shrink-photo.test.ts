import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_EDGE, shrunkSize } from '@/features/application/upload/photo-output';
import { jpegName, photoToSend } from '@/features/application/upload/shrink-photo';
import { FakeShrinkWorker } from '../fixtures/fake-shrink-worker';

// A chosen photo is shrunk in the browser before it is sent: the size it is drawn at, the file that is
// sent, and the photo as chosen wherever the browser cannot shrink it (the server still does).

const chosen = (name = 'IMG_0001.JPG', type = 'image/jpeg') =>
  new File([new Uint8Array(5_000_000)], name, { type, lastModified: 1_700_000_000_000 });
const jpeg = new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' });

describe('shrunkSize', () => {
  it(`brings the long side down to ${PHOTO_MAX_EDGE} px keeping the shape, as the server's resize`, () => {
    expect(shrunkSize(4000, 3000)).toEqual({ width: 2400, height: 1800 });
    expect(shrunkSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(shrunkSize(6000, 1000)).toEqual({ width: 2400, height: 400 });
    expect(shrunkSize(9000, 2)).toEqual({ width: 2400, height: 1 });
  });

  // The worker decodes with the EXIF orientation applied: a phone's sideways 4000 × 3000 (orientation 6)
  // reaches it as 3000 × 4000.
  it('keeps a portrait photo, as decoded upright, portrait', () => {
    expect(shrunkSize(3000, 4000)).toEqual({ width: 1800, height: 2400 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
  });

  it('never enlarges a smaller photo', () => {
    expect(shrunkSize(2400, 1600)).toEqual({ width: 2400, height: 1600 });
    expect(shrunkSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});

describe('the file sent', () => {
  it('is the JPEG under the chosen name with .jpg, typed image/jpeg', () => {
    const sent = photoToSend(chosen('IMG_0001.PNG', 'image/png'), jpeg);
    expect(sent).toBeInstanceOf(File);
    expect([sent.name, sent.type, sent.size, sent.lastModified]).toEqual([
      'IMG_0001.jpg',
      'image/jpeg',
      400_000,
      1_700_000_000_000,
    ]);
  });

  it.each([
    ['IMG_0001.JPG', 'IMG_0001.jpg'],
    ['smiling.png', 'smiling.jpg'],
    ['half.body.gif', 'half.body.jpg'],
    ['scan', 'scan.jpg'],
    ['.png', 'photo.jpg'],
  ])('%s goes as %s', (name, sent) => {
    expect(jpegName(name)).toBe(sent);
  });

  it('is the photo as chosen when the browser could not decode it', () => {
    const undecodable = chosen('holiday.heic', 'image/heic');
    expect(photoToSend(undecodable, null)).toBe(undecodable);
  });
});

describe('shrinkPhoto', () => {
  // The module keeps the page's one worker: each test loads it afresh.
  const load = async () => (await import('@/features/application/upload/shrink-photo')).shrinkPhoto;

  beforeEach(() => {
    vi.resetModules();
    FakeShrinkWorker.started = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the photo as chosen where the browser has no worker or no OffscreenCanvas', async () => {
    const shrinkPhoto = await load();
    const photo = chosen();
    await expect(shrinkPhoto(photo)).resolves.toBe(photo);
    vi.stubGlobal('Worker', FakeShrinkWorker);
    await expect(shrinkPhoto(photo)).resolves.toBe(photo);
    expect(FakeShrinkWorker.started).toHaveLength(0);
  });

  it('sends what the one worker made of each photo, or the photo as chosen if it made nothing', async () => {
    vi.stubGlobal('Worker', FakeShrinkWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    const shrinkPhoto = await load();
    const photo = chosen('IMG_0002.jpeg');
    const undecodable = chosen('holiday.heic', 'image/heic');
    const shrinking = [shrinkPhoto(photo), shrinkPhoto(undecodable)];
    const [worker] = FakeShrinkWorker.started;
    expect(FakeShrinkWorker.started).toHaveLength(1);
    expect(worker!.requests.map((request) => request.photo)).toEqual([photo, undecodable]);
    worker!.answer((sent) => (sent === photo ? jpeg : null));
    const [sent, kept] = await Promise.all(shrinking);
    expect([sent!.name, sent!.type, sent!.size]).toEqual(['IMG_0002.jpg', 'image/jpeg', 400_000]);
    expect(kept).toBe(undecodable);
  });

  it('sends photos as chosen, now and later, once the worker fails', async () => {
    vi.stubGlobal('Worker', FakeShrinkWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    const shrinkPhoto = await load();
    const photo = chosen();
    const waiting = shrinkPhoto(photo);
    FakeShrinkWorker.started[0]!.fail();
    await expect(waiting).resolves.toBe(photo);
    expect(FakeShrinkWorker.started[0]!.terminated).toBe(true);
    await expect(shrinkPhoto(photo)).resolves.toBe(photo);
    expect(FakeShrinkWorker.started).toHaveLength(1);
  });
});
