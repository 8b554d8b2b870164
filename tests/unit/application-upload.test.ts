// The application route against slow uploads (a body must keep its pace, an address holds two uploads at
// most, a newcomer gets the slot of the slowest body below its fair share, and only a body that has arrived
// waits for a turn at the checks) and the receipt reference as the panel's idempotency key.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApplicationRoute } from '@/features/application/server/application-route';
import { createReference, REFERENCE_FIELD } from '@/lib/forms/reference';
import { refusal } from '../fixtures/api-refusal';
import {
  application,
  file,
  formOf,
  jpeg,
  panelLists,
  post,
  SAME_SITE,
  type Forward,
} from '../fixtures/application-post';
import { formLimiters } from '../fixtures/form-limiters';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function handlerWith({
  forward = vi.fn<Forward>(async () => ({ success: true, id: 'panel-1' })),
  reencode,
}: {
  forward?: ReturnType<typeof vi.fn<Forward>>;
  reencode?: Parameters<typeof createApplicationRoute>[0]['reencode'];
} = {}) {
  const handler = createApplicationRoute({ limits: formLimiters(), forward, lists: panelLists(), reencode });
  return { handler, forward };
}

const KB = 1024;
const BOUNDARY = 'slow-boundary';
/** The address the server's client-address hook leaves in X-Forwarded-For. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/**
 * A post from `address` that starts a video and then brings `bytes` more of it every `everyMs`, never
 * ending, announcing 30 MB: what a client trickling its upload sends. `drop()` is its connection lost.
 */
function trickle(address: string, { bytes, everyMs }: { bytes: number; everyMs: number }) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(
        new TextEncoder().encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\n` +
            'Content-Type: video/mp4\r\n\r\n',
        ),
      );
      timer = setInterval(() => c.enqueue(new Uint8Array(bytes).fill(0x61)), everyMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  const request = new Request('http://site.example/api/be-a-model', {
    method: 'POST',
    body,
    headers: {
      ...SAME_SITE,
      ...from(address),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(30 * 1024 * KB),
    },
    duplex: 'half',
  } as RequestInit);
  const drop = () => {
    clearInterval(timer);
    controller.error(new Error('aborted'));
  };
  return { request, drop };
}

/** The bytes of a post as the browser encodes `form`, for a test to send at its own pace. */
async function encoded(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const request = new Request('http://site.example/api/be-a-model', { method: 'POST', body: form });
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A phone's send of `bytes`: 20 KB each second, but none for the 20 s from `stallFrom`. */
function phone({ bytes, contentType }: { bytes: Uint8Array; contentType: string }, stallFrom: number) {
  let second = 0;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (second >= stallFrom && second < stallFrom + 20) {
        second += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      second += 1;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      controller.enqueue(bytes.subarray(sent, sent + 20 * KB));
      sent += 20 * KB;
      if (sent >= bytes.length) controller.close();
    },
  });
  return new Request('http://site.example/api/be-a-model', {
    method: 'POST',
    body,
    headers: { ...SAME_SITE, ...from('203.0.113.20'), 'content-type': contentType },
    duplex: 'half',
  } as RequestInit);
}

const uncaught = vi.fn();

describe('POST /api/be-a-model against slow uploads (in fake time, at the real pace)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    uncaught.mockReset();
    process.on('uncaughtException', uncaught);
  });
  afterEach(() => {
    vi.useRealTimers();
    process.off('uncaughtException', uncaught);
    expect(uncaught).not.toHaveBeenCalled();
  });

  it('refuses the third of six slow uploads from one address on with 429, unread, and takes another address’s application', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler } = handlerWith();
    const slow = Array.from({ length: 6 }, () => trickle('203.0.113.66', { bytes: 11 * KB, everyMs: 1000 }));
    const answers = slow.map((upload) => handler(upload.request));
    await vi.advanceTimersByTimeAsync(35_000);

    const applicant = await handler(post(formOf(application()), from('198.51.100.7')));
    expect(applicant.status).toBe(200);
    for (const [index, answer] of (await Promise.all(answers.slice(2))).entries()) {
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toEqual(refusal('rate_limited', { retryAfterSeconds: 5 }));
      expect(slow[index + 2]!.request.bodyUsed).toBe(false);
    }

    slow.forEach((upload) => upload.drop());
    expect((await Promise.all(answers.slice(0, 2))).map((answer) => answer.status)).toEqual([400, 400]);
    expect(warn.mock.calls).toEqual([
      ['[be-a-model] upload stopped: the client went away'],
      ['[be-a-model] upload stopped: the client went away'],
    ]);
  });

  it('gives a newcomer the slowest slow upload’s slot when six addresses hold them all: 408 with Retry-After for it, 200 for the newcomer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler } = handlerWith();
    const slow = Array.from({ length: 6 }, (_, index) =>
      trickle(`203.0.113.${index + 1}`, { bytes: 11 * KB + index * 256, everyMs: 1000 }),
    );
    const answers = slow.map((upload) => handler(upload.request));
    await vi.advanceTimersByTimeAsync(35_000);

    const applicant = await handler(post(formOf(application()), from('198.51.100.7')));
    expect(applicant.status).toBe(200);
    const cut = await answers[0]!;
    expect(cut.status).toBe(408);
    expect(cut.headers.get('retry-after')).toBe('2');
    expect(await cut.json()).toEqual(refusal('upload_too_slow', { retryAfterSeconds: 2 }));
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^\[be-a-model\] upload stopped: gave its slot to a newcomer at 11\.0 KB\/s/)],
    ]);

    slow.forEach((upload) => upload.drop());
    await Promise.all(answers);
  });

  it.each([0, 40])(
    'takes a phone’s 1.25 MB application at 20 KB/s with a 20 s stall from second %i',
    async (stallFrom) => {
      const reencode = vi.fn(async () => ({ ok: true as const, bytes: Buffer.from('jpeg') }));
      const { handler, forward } = handlerWith({ reencode });
      const form = formOf(application());
      const photo = Buffer.concat([jpeg, Buffer.alloc(1200 * KB)]);
      form.set('image_1', file(photo, 'IMG_0001.JPG', 'image/jpeg'));
      const body = await encoded(form);
      expect(body.bytes.length).toBeGreaterThan(1200 * KB);

      const answer = handler(phone(body, stallFrom));
      await vi.advanceTimersByTimeAsync(Math.ceil(body.bytes.length / (20 * KB)) * 1000 + 21_000);
      expect((await answer).status).toBe(200);
      expect(forward).toHaveBeenCalledTimes(1);
    },
  );

  it('cuts uploads that bring a byte every 2 s within a minute (408 with Retry-After, one log line each), the form open to others meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler } = handlerWith();
    const drips = ['203.0.113.1', '203.0.113.2'].map((address) =>
      handler(trickle(address, { bytes: 1, everyMs: 2000 }).request),
    );

    const applicant = await handler(post(formOf(application()), from('198.51.100.7')));
    expect(applicant.status).toBe(200);

    await vi.advanceTimersByTimeAsync(60_000);
    for (const cut of await Promise.all(drips)) {
      expect(cut.status).toBe(408);
      expect(cut.headers.get('retry-after')).toBe('2');
      expect(await cut.json()).toEqual(refusal('upload_too_slow', { retryAfterSeconds: 2 }));
    }
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^\[be-a-model\] upload stopped: 0\.0 KB\/s on average, below 8\.0 KB\/s/)],
      [expect.stringMatching(/^\[be-a-model\] upload stopped: 0\.0 KB\/s on average, below 8\.0 KB\/s/)],
    ]);
  });

  it('cuts a body that keeps the pace but has not arrived within 20 minutes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { handler } = handlerWith();
    let answered = false;
    const answer = handler(trickle('203.0.113.1', { bytes: 10 * KB, everyMs: 1000 }).request);
    void answer.then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(20 * 60_000 - 1000);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect((await answer).status).toBe(408);
  });
});

describe('POST /api/be-a-model: the checks', () => {
  it('lets a body that arrived wait for a turn at the checks instead of refusing it', async () => {
    vi.stubEnv('APPLICATION_CONCURRENCY', '1');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const reencode = vi.fn(async () => {
      await released;
      return { ok: true as const, bytes: Buffer.from('jpeg') };
    });
    const { handler, forward } = handlerWith({ reencode });
    const first = handler(post(formOf(application())));
    await vi.waitFor(() => expect(reencode).toHaveBeenCalledTimes(1));
    const second = handler(post(formOf(application())));
    // The second has arrived and waits: none of its photos is re-encoded while the first's checks run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reencode).toHaveBeenCalledTimes(1);

    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(reencode).toHaveBeenCalledTimes(8);
    expect(forward).toHaveBeenCalledTimes(2);
  });
});

describe('the receipt reference as the panel’s idempotency key', () => {
  it('forwards the browser’s reference, the same on a retry, as the key and answers it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const forward = vi.fn<Forward>(async () => ({ success: true, id: 'panel-1' }));
    forward.mockRejectedValueOnce(new TypeError('The operation was aborted due to timeout'));
    const { handler } = handlerWith({ forward });
    const reference = createReference('be-a-model');
    const send = () => handler(post(formOf(application(), { [REFERENCE_FIELD]: reference })));

    expect((await send()).status).toBe(502);
    const retry = await send();
    expect(await retry.json()).toEqual({ ok: true, reference });
    expect(forward.mock.calls.map(([form, key]) => [form.get(REFERENCE_FIELD), key])).toEqual([
      [reference, reference],
      [reference, reference],
    ]);
  });

  it('makes its own reference when the post carries none of the site’s shape', async () => {
    const { handler, forward } = handlerWith();
    const response = await handler(post(formOf(application(), { [REFERENCE_FIELD]: 'A-1; DROP' })));
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^A-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(forward.mock.calls[0]![1]).toBe(reference);
  });

  it('refuses a corrected application under the reference of the first with 409, never its success', async () => {
    const { handler, forward } = handlerWith();
    const reference = createReference('be-a-model');
    const first = await handler(post(formOf(application(), { [REFERENCE_FIELD]: reference })));
    expect(first.status).toBe(200);

    const corrected = await handler(
      post(formOf(application({ phone: '+351 933 000 111' }), { [REFERENCE_FIELD]: reference })),
    );
    expect(corrected.status).toBe(409);
    expect(await corrected.json()).toEqual(refusal('reference_reused'));
    expect(forward).toHaveBeenCalledTimes(1);

    // The same application again (another fill time, as a resend has) is the same one.
    const again = await handler(
      post(formOf(application(), { [REFERENCE_FIELD]: reference, fillTimeMs: '61000' })),
    );
    expect(await again.json()).toEqual({ ok: true, reference });
  });
});
