// The browser reports how long the form was open, not a timestamp: a wrong clock cannot trip the time trap.
export const HONEYPOT_FIELD = 'website';
export const FILL_TIME_FIELD = 'fillTimeMs';
export const MIN_FILL_TIME_MS = 2_000;

export type BotTrapVerdict = 'human' | 'honeypot' | 'too_fast';

export function botTrapVerdict(body: Record<string, unknown>): BotTrapVerdict {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot';
  const fillTime = body[FILL_TIME_FIELD];
  if (typeof fillTime !== 'number' || !Number.isFinite(fillTime) || fillTime < MIN_FILL_TIME_MS) {
    return 'too_fast';
  }
  return 'human';
}
