import 'server-only';
import pLimit from 'p-limit';

export type TurnLimits = { atOnce: number; waiting: number };

// Past the line, `refusal()` is thrown at once rather than leaving a request hanging. Work taken and not
// yet started counts as waiting, so a burst in one tick is bounded too.
export function createTurns({ atOnce, waiting }: TurnLimits, refusal: () => Error) {
  const turns = pLimit(atOnce);
  return <T>(work: () => Promise<T>): Promise<T> => {
    if (turns.activeCount + turns.pendingCount >= atOnce + waiting) throw refusal();
    return turns(work);
  };
}

export type Turns = ReturnType<typeof createTurns>;
