// Upload slots in fake time: how many bodies arrive at once and from whom, the pace each must keep, and
// who gives a slot up when a newcomer finds them all taken.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadSlots, UploadCut, type UploadPace } from '@/lib/server/upload-slots';

const KB = 1024;
const PACE: UploadPace = {
  minBytesPerSecond: 8 * KB,
  graceMs: 40_000,
  deadlineMs: 20 * 60_000,
  fairShare: { bytesPerSecond: 32 * KB, afterMs: 10_000 },
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const refusals = {
  busy: () => new Error('busy'),
  clientBusy: () => new Error('client busy'),
};

/** A request whose body the test sends piece by piece, as a client's connection brings it. */
function upload() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    // The site let the connection go: what the client sends after is lost.
    cancel: () => void (open = false),
  });
  const request = new Request('http://site.example/upload', {
    method: 'POST',
    body,
    duplex: 'half',
  } as RequestInit);
  return {
    request,
    send: (bytes: number) => open && controller.enqueue(new Uint8Array(bytes)),
    end: () => controller.close(),
  };
}

type Outcome = { whole: number } | { cut: UploadCut['reason'] };

/** The post's reading of its body: the bytes when it came whole, or why its slot cut it off. */
async function readThrough(watched: Request): Promise<Outcome> {
  let size = 0;
  try {
    for await (const chunk of watched.body!) size += chunk.byteLength;
    return { whole: size };
  } catch (error) {
    if (error instanceof UploadCut) return { cut: error.reason };
    throw error;
  }
}

/** Sends `bytesPerSecond` each second for `seconds` of fake time. */
async function keepSending(sends: ((bytes: number) => void)[], bytesPerSecond: number, seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    for (const send of sends) send(bytesPerSecond);
    await vi.advanceTimersByTimeAsync(1000);
  }
}

describe('upload slots', () => {
  it('refuses a third upload from one address before its body is read, and takes another address', async () => {
    const inSlot = createUploadSlots({ atOnce: 6, perClient: 2 }, PACE, refusals);
    const first = upload();
    const second = upload();
    const running = [
      inSlot('203.0.113.66', first.request, readThrough),
      inSlot('203.0.113.66', second.request, readThrough),
    ];
    const third = upload();
    await expect(inSlot('203.0.113.66', third.request, readThrough)).rejects.toThrow('client busy');
    expect(third.request.bodyUsed).toBe(false);

    const other = upload();
    const elsewhere = inSlot('198.51.100.7', other.request, readThrough);
    other.send(100);
    other.end();
    expect(await elsewhere).toEqual({ whole: 100 });

    first.end();
    expect(await running[0]).toEqual({ whole: 0 });
    // Its first upload answered, the address may send one more.
    const again = upload();
    const resent = inSlot('203.0.113.66', again.request, readThrough);
    again.end();
    second.end();
    expect(await Promise.all([resent, running[1]])).toEqual([{ whole: 0 }, { whole: 0 }]);
  });

  it.each([0, 10, 40, 50])(
    'lets a phone at 20 KB/s with a 20 s stall from second %i send 1.25 MB whole',
    async (stallFrom) => {
      const inSlot = createUploadSlots({ atOnce: 6, perClient: 2 }, PACE, refusals);
      const phone = upload();
      const outcome = inSlot('203.0.113.9', phone.request, readThrough);
      let sent = 0;
      for (let second = 0; sent < 1250 * KB; second += 1) {
        if (second < stallFrom || second >= stallFrom + 20) {
          phone.send(20 * KB);
          sent += 20 * KB;
        }
        await vi.advanceTimersByTimeAsync(1000);
      }
      phone.end();
      expect(await outcome).toEqual({ whole: sent });
    },
  );

  it('cuts a body that brings a byte every 2 s within a minute', async () => {
    const inSlot = createUploadSlots({ atOnce: 6, perClient: 2 }, PACE, refusals);
    const drip = upload();
    const outcome = inSlot('203.0.113.9', drip.request, readThrough);
    drip.send(120);
    let settled: Outcome | undefined;
    void outcome.then((value) => (settled = value));
    for (let second = 0; second < 60 && !settled; second += 2) {
      await vi.advanceTimersByTimeAsync(2000);
      drip.send(1);
    }
    expect(settled).toEqual({ cut: 'pace' });
  });

  it('cuts a body that keeps the floor but has not come whole by the deadline', async () => {
    const inSlot = createUploadSlots({ atOnce: 6, perClient: 2 }, PACE, refusals);
    const steady = upload();
    let settled: Outcome | undefined;
    void inSlot('203.0.113.9', steady.request, readThrough).then((value) => (settled = value));
    await keepSending([steady.send], 10 * KB, PACE.deadlineMs / 1000 - 1);
    expect(settled).toBeUndefined();
    await keepSending([steady.send], 10 * KB, 2);
    expect(settled).toEqual({ cut: 'deadline' });
  });

  it('gives a newcomer the slot of the slowest body below its fair share, never refusing the newcomer for it', async () => {
    const inSlot = createUploadSlots({ atOnce: 3, perClient: 2 }, PACE, refusals);
    const fast = upload();
    const slow = upload();
    const slowest = upload();
    const outcomes = {
      fast: inSlot('192.0.2.1', fast.request, readThrough),
      slow: inSlot('192.0.2.2', slow.request, readThrough),
      slowest: inSlot('192.0.2.3', slowest.request, readThrough),
    };
    for (let second = 0; second < 35; second += 1) {
      fast.send(100 * KB);
      slow.send(11 * KB);
      slowest.send(10 * KB);
      await vi.advanceTimersByTimeAsync(1000);
    }

    const newcomer = upload();
    const admitted = inSlot('198.51.100.7', newcomer.request, readThrough);
    expect(await outcomes.slowest).toEqual({ cut: 'fair_share' });

    // The next newcomer gets the other slow body's slot; then the bodies left are at their fair share or
    // too young to judge.
    const second = upload();
    const secondAdmitted = inSlot('198.51.100.8', second.request, readThrough);
    expect(await outcomes.slow).toEqual({ cut: 'fair_share' });
    await expect(inSlot('198.51.100.9', upload().request, readThrough)).rejects.toThrow('busy');

    for (const body of [newcomer, second, fast]) body.end();
    expect(await Promise.all([admitted, secondAdmitted, outcomes.fast])).toEqual([
      { whole: 0 },
      { whole: 0 },
      { whole: 3500 * KB },
    ]);
  });

  it('never cuts a body that has come whole, nor one measured too briefly to tell', async () => {
    const inSlot = createUploadSlots({ atOnce: 2, perClient: 2 }, PACE, refusals);
    let check = () => {};
    const checked = new Promise<void>((resolve) => (check = resolve));
    const arrived = upload();
    const held = inSlot('192.0.2.1', arrived.request, async (watched) => {
      const outcome = await readThrough(watched);
      await checked;
      return outcome;
    });
    arrived.send(10);
    arrived.end();
    const young = upload();
    const youngOutcome = inSlot('192.0.2.2', young.request, readThrough);
    await vi.advanceTimersByTimeAsync(PACE.fairShare.afterMs - 1000);

    await expect(inSlot('198.51.100.7', upload().request, readThrough)).rejects.toThrow('busy');

    check();
    young.end();
    expect(await Promise.all([held, youngOutcome])).toEqual([{ whole: 10 }, { whole: 0 }]);
  });
});
