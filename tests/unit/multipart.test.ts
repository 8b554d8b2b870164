// A multipart body cut off before its end, by a limit, by the client or by whatever watches the stream:
// the read answers why, and its parser ends without throwing anything into the process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readMultipart, type MultipartLimits } from '@/lib/forms/multipart';

const BOUNDARY = 'cut-boundary';
const LIMITS: MultipartLimits = {
  maxBodyBytes: 64 * 1024,
  maxFields: 10,
  maxFieldBytes: 1024,
  files: { image_1: 1024 * 1024 },
};

const uncaught = vi.fn();
beforeEach(() => {
  uncaught.mockReset();
  process.on('uncaughtException', uncaught);
});
afterEach(() => {
  process.off('uncaughtException', uncaught);
});

/** A post that starts a file part and brings `bytes` of it, its connection left open for the test. */
function midFile(bytes: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(
        new TextEncoder().encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image_1"; filename="a.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
      );
      c.enqueue(new Uint8Array(bytes).fill(0x61));
    },
  });
  const request = new Request('http://site.example/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
  return { request, controller: () => controller };
}

/** Whatever busboy would throw comes on a later tick. */
const ticks = async () => {
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('readMultipart on a body cut off mid-file', () => {
  it('answers too_large past the body’s cap and throws nothing', async () => {
    const { request, controller } = midFile(1000);
    const result = readMultipart(request, LIMITS);
    await ticks();
    controller().enqueue(new Uint8Array(LIMITS.maxBodyBytes));
    expect(await result).toEqual({ ok: false, failure: 'too_large', field: null });
    await ticks();
    expect(uncaught).not.toHaveBeenCalled();
  });

  it.each([
    ['the client goes away', Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['the site’s upload slot cuts it off', new Error('below the pace')],
  ])('answers interrupted with the stream’s error when %s, and throws nothing', async (_, cause) => {
    const { request, controller } = midFile(1000);
    const result = readMultipart(request, LIMITS);
    await ticks();
    controller().error(cause);
    expect(await result).toEqual({ ok: false, failure: 'interrupted', cause });
    await ticks();
    expect(uncaught).not.toHaveBeenCalled();
  });
});
