import 'server-only';
import type * as z from '@/lib/zod-mini';
import { ApiError } from '@/lib/api/errors';
import { checkedFields, type RouteRun } from '@/lib/api/route';
import { botTrapVerdict } from './bot-traps';
import type { FormLimiters } from './rate-limit';
import { formSuccess, limitFormPost, readJsonObject, sendCounted } from './server';

type JsonFormDependencies<T> = {
  schema: z.core.$ZodType<T>;
  maxBodyBytes: number;
  limits: FormLimiters;
  /** Hands the checked form to the panel; throws when the panel does not take it. */
  forward: (form: T) => Promise<unknown>;
};

/**
 * The run of a form route (lib/api/route.ts) whose form comes as JSON: attempts and sends limited per
 * client (a send counts once the form goes to the panel, see limitFormPost and sendCounted), bot traps
 * (a filled honeypot gets a pretended success so the bot learns nothing), the form's schema (422 with
 * message keys), then the panel. Whatever stops the panel from taking the form is a 502
 * panel_unavailable the browser explains while keeping the form (unless `forward` refuses the form itself
 * with an ApiError); never a 500. A `locale` field names the
 * language of the refusals' messages.
 */
export function createJsonFormHandler<T>({
  schema,
  maxBodyBytes,
  limits,
  forward,
}: JsonFormDependencies<T>): RouteRun {
  return async (request, { name, nameLocale }) => {
    await limitFormPost(limits, name, request);

    const body = await readJsonObject(request, maxBodyBytes);
    if (body === null) throw new ApiError('invalid_request');
    nameLocale(body.locale);

    const verdict = botTrapVerdict(body);
    if (verdict === 'honeypot') return formSuccess();
    if (verdict === 'too_fast') throw new ApiError('too_fast');

    const form = checkedFields(schema, body);
    try {
      await sendCounted(limits, name, request, () => forward(form));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      console.error(`[${name}] the panel did not take a form: ${String(error)}`);
      throw new ApiError('panel_unavailable', {}, { cause: error });
    }
    return formSuccess();
  };
}
