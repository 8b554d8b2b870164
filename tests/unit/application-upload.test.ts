// The application route against slow uploads (a body must keep a pace to be read, and only a body that
// has arrived waits for a turn at the checks) and the receipt reference as the panel's idempotency key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApplicationRoute } from '@/features/application/handler';
import { createReference } from '@/features/application/reference';
import { REFERENCE_FIELD } from '@/features/application/wire';
import type { UploadPace } from '@/lib/forms/multipart';
import { refusal } from '../fixtures/api-refusal';
import { application, formOf, panelLists, post, SAME_SITE, type Forward } from '../fixtures/application-post';
import { formLimiters } from '../fixtures/form-limiters';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The real pace's shape, in milliseconds instead of minutes. */
const FAST_PACE: UploadPace = { minBytesPerSecond: 1000, windowMs: 200, deadlineMs: 5000 };

function handlerWith({
  pace = FAST_PACE,
  forward = vi.fn<Forward>(async () => ({ success: true, id: 'panel-1' })),
  reencode,
}: {
  pace?: UploadPace;
  forward?: ReturnType<typeof vi.fn<Forward>>;
  reencode?: Parameters<typeof createApplicationRoute>[0]['reencode'];
} = {}) {
  const handler = createApplicationRoute({
    limits: formLimiters(),
    forward,
    lists: panelLists(),
    pace,
    reencode,
  });
  return { handler, forward };
}

const BOUNDARY = 'drip-boundary';

/**
 * A multipart post that starts a text field and then brings `bytesPerTick` more of it every `tickMs`,
 * never ending: what a client trickling its upload sends.
 */
function drip(tickMs: number, bytesPerTick = 1): Request {
  let timer: ReturnType<typeof setInterval> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="realname"\r\n\r\n`),
      );
      timer = setInterval(() => controller.enqueue(new Uint8Array(bytesPerTick).fill(0x61)), tickMs);
    },
    cancel() {
      clearInterval(timer);
    },
  });
  return new Request('http://site.example/api/be-a-model', {
    method: 'POST',
    body,
    headers: { ...SAME_SITE, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
}

describe('POST /api/be-a-model against slow uploads', () => {
  it('keeps the form open to others while two uploads drip, and cuts the drips with 408', async () => {
    const { handler } = handlerWith();
    const drips = [handler(drip(100)), handler(drip(100))];

    const applicant = await handler(post(formOf(application())));
    expect(applicant.status).toBe(200);

    for (const cut of await Promise.all(drips)) {
      expect(cut.status).toBe(408);
      expect(await cut.json()).toEqual(refusal('upload_too_slow'));
    }
  });

  it('cuts a body that keeps the rate but has not arrived by the deadline', async () => {
    const { handler } = handlerWith({ pace: { minBytesPerSecond: 10, windowMs: 100, deadlineMs: 600 } });
    const started = Date.now();
    const response = await handler(drip(50, 10));
    expect(response.status).toBe(408);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

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
    const reference = createReference();
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
});
