import 'server-only';
import pLimit from 'p-limit';

/** How much of one kind of heavy work an instance does at once, and how much may wait its turn. */
export type TurnLimits = { atOnce: number; waiting: number };

/**
 * Runs each piece of work at its turn, at most `atOnce` together in this process, the next `waiting` in
 * line in order; past those, `refusal()` is thrown at once (a clear answer rather than a request left
 * hanging). Work taken and not yet started counts as waiting, so a burst in one tick is bounded too.
 */
export function createTurns({ atOnce, waiting }: TurnLimits, refusal: () => Error) {
  const turns = pLimit(atOnce);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (turns.activeCount + turns.pendingCount >= atOnce + waiting) throw refusal();
    return turns(work);
  };
}

export type Turns = ReturnType<typeof createTurns>;
