import 'server-only';
import type { z } from 'zod';
import { botTrapVerdict } from './bot-traps';
import { fieldErrorsFrom } from './field-errors';
import type { RateLimiter } from './rate-limit';
import { clientAddress, formFailure, formSuccess, readJsonObject } from './server';

type JsonFormDependencies<T> = {
  /** Names the form in rate-limit keys and logs. */
  name: string;
  schema: z.ZodType<T>;
  maxBodyBytes: number;
  rateLimiter: RateLimiter;
  /** Hands the checked form to the panel; throws when the panel does not take it. */
  forward: (form: T) => Promise<unknown>;
};

/**
 * POST handler of a form sent as JSON: rate limit per client, bot traps (a filled honeypot gets a
 * pretended success so the bot learns nothing), the form's schema (422 with message keys), then the
 * panel. A panel failure is a 502 the browser explains while keeping the form; never a 500.
 */
export function createJsonFormHandler<T>({
  name,
  schema,
  maxBodyBytes,
  rateLimiter,
  forward,
}: JsonFormDependencies<T>): (request: Request) => Promise<Response> {
  return async (request) => {
    const limit = await rateLimiter.hit(`${name}:${clientAddress(request.headers)}`);
    if (!limit.allowed)
      return formFailure({ error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds });

    const body = await readJsonObject(request, maxBodyBytes);
    if (body === null) return formFailure({ error: 'invalid_request' });

    const verdict = botTrapVerdict(body);
    if (verdict === 'honeypot') return formSuccess();
    if (verdict === 'too_fast') return formFailure({ error: 'too_fast' });

    const parsed = schema.safeParse(body);
    if (!parsed.success)
      return formFailure({ error: 'invalid_fields', errors: fieldErrorsFrom(parsed.error) });

    try {
      await forward(parsed.data);
    } catch (error) {
      console.error(`[${name}] the panel did not take a form: ${String(error)}`);
      return formFailure({ error: 'panel_unavailable' });
    }
    return formSuccess();
  };
}
