import 'server-only';

/** How a body must arrive to keep its slot, judged on its average since the slot was taken. */
export type UploadPace = {
  minBytesPerSecond: number;
  /** The average is judged only after it, so a stall at the start is not taken for a drip. */
  graceMs: number;
  /** The whole body by then, however steadily it comes. */
  deadlineMs: number;
  /** With every slot taken, a newcomer gets the slot of the slowest body below this, once measured so long. */
  fairShare: { bytesPerSecond: number; afterMs: number };
};

export type UploadSlotLimits = { atOnce: number; perClient: number };

export type UploadSlotRefusals = {
  /** Every slot is taken, and none by a body below its fair share. */
  busy: () => Error;
  /** The client's address already holds `perClient` slots. */
  clientBusy: () => Error;
};

/** What a watched body errors with when its slot cuts it off. */
export class UploadCut extends Error {
  override readonly name = 'UploadCut';

  constructor(
    readonly reason: 'pace' | 'deadline' | 'fair_share',
    message: string,
  ) {
    super(message);
  }
}

type Slot = {
  client: string;
  startedAt: number;
  received: number;
  /** Until the body has come whole (or the post ended): only then is its pace judged. */
  arriving: boolean;
  judging?: ReturnType<typeof setTimeout>;
  cutOff: (cut: UploadCut) => void;
};

const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const kilobytesPerSecond = (rate: number) => `${(rate / 1024).toFixed(1)} KB/s`;

// Taken before the body is read, so a refused upload costs nothing. A body that has arrived keeps its slot
// until its post is answered, so the slots bound the bodies held in memory.
export function createUploadSlots(limits: UploadSlotLimits, pace: UploadPace, refusals: UploadSlotRefusals) {
  const held = new Set<Slot>();
  const age = (slot: Slot) => Date.now() - slot.startedAt;
  const rate = (slot: Slot) => (slot.received * 1000) / Math.max(1, age(slot));

  function stopJudging(slot: Slot) {
    slot.arriving = false;
    clearTimeout(slot.judging);
  }

  function release(slot: Slot) {
    stopJudging(slot);
    held.delete(slot);
  }

  /** The slot is free at once; the post answers when its body's reader sees the cut. */
  function cut(slot: Slot, reason: UploadCut['reason'], what: string) {
    const detail = `${what} (${kilobytes(slot.received)} in ${Math.round(age(slot) / 1000)} s)`;
    release(slot);
    slot.cutOff(new UploadCut(reason, detail));
  }

  // Wakes when the average could first fall below the floor, had no byte come since.
  function judgePace(slot: Slot) {
    const elapsed = age(slot);
    if (elapsed >= pace.deadlineMs) {
      cut(slot, 'deadline', `not whole within ${Math.round(pace.deadlineMs / 1000)} s`);
      return;
    }
    if (elapsed >= pace.graceMs && rate(slot) < pace.minBytesPerSecond) {
      cut(
        slot,
        'pace',
        `${kilobytesPerSecond(rate(slot))} on average, below ${kilobytesPerSecond(pace.minBytesPerSecond)}`,
      );
      return;
    }
    const fallsBelowAt = Math.max(pace.graceMs, (slot.received * 1000) / pace.minBytesPerSecond);
    slot.judging = setTimeout(
      () => judgePace(slot),
      Math.max(1, Math.min(pace.deadlineMs, fallsBelowAt) - elapsed),
    );
  }

  function slowestBelowFairShare(): Slot | undefined {
    let slowest: Slot | undefined;
    for (const slot of held) {
      if (!slot.arriving || age(slot) < pace.fairShare.afterMs) continue;
      if (rate(slot) >= pace.fairShare.bytesPerSecond) continue;
      if (!slowest || rate(slot) < rate(slowest)) slowest = slot;
    }
    return slowest;
  }

  /** The request as `post` gets it: its body counted on the way, and errored with an UploadCut if cut off. */
  function watched(request: Request, slot: Slot): Request {
    if (!request.body) return request;
    const body = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        start(controller) {
          slot.arriving = true;
          slot.cutOff = (reason) => controller.error(reason);
          judgePace(slot);
        },
        transform(chunk, controller) {
          slot.received += chunk.byteLength;
          controller.enqueue(chunk);
        },
        flush() {
          stopJudging(slot);
        },
      }),
    );
    // Not `new Request(request, …)`: Next's request is not of the class the server's Request reads.
    // A streamed body needs `duplex`; the DOM typings do not know it yet.
    return new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
      duplex: 'half',
    } as RequestInit);
  }

  return async function inSlot<T>(
    client: string,
    request: Request,
    post: (watched: Request) => Promise<T>,
  ): Promise<T> {
    const clientSlots = [...held].filter((slot) => slot.client === client).length;
    if (clientSlots >= limits.perClient) throw refusals.clientBusy();
    if (held.size >= limits.atOnce) {
      const slowest = slowestBelowFairShare();
      if (!slowest) throw refusals.busy();
      cut(slowest, 'fair_share', `gave its slot to a newcomer at ${kilobytesPerSecond(rate(slowest))}`);
    }
    const slot: Slot = { client, startedAt: Date.now(), received: 0, arriving: false, cutOff: () => {} };
    held.add(slot);
    try {
      return await post(watched(request, slot));
    } finally {
      release(slot);
    }
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
