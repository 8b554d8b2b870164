import 'server-only';
import type * as z from '@/lib/zod-mini';
import { ApiError } from '@/lib/api/errors';
import { apiRoute, checkedFields, type RouteRun } from '@/lib/api/route';
import { botTrapVerdict } from './bot-traps';
import { createFormLimiters, type FormLimiters } from './rate-limit';
import { formSuccess, limitFormPost, readJsonObject, sendCounted } from './server';

/** A form's body as the shared steps need it, with the rest for the form's own check. */
export type ReceivedForm<Body> = {
  body: Body;
  /** The field naming the language of the refusals' messages. */
  locale: unknown;
  /** The honeypot and time-trap fields (bot-traps.ts). */
  botTraps: Record<string, unknown>;
  /** The receipt the success answers with, for a form that gives one. */
  reference?: string;
};

/** How a form's body comes and is read; a body that cannot be read is refused with an ApiError. */
export type FormBody<Body> = {
  kind: 'json' | 'multipart';
  receive: (request: Request) => Promise<ReceivedForm<Body>>;
};

export type FormRouteSpec<Body, Form> = {
  /** Names the route in logs and rate-limit keys. */
  name: string;
  body: FormBody<Body>;
  /** The form as the panel takes it; fields that need fixing are an ApiError (422 and the like). */
  check: (received: ReceivedForm<Body>) => Form | Promise<Form>;
  /** Hands the checked form to the panel; throws when the panel does not take it. */
  forward: (form: Form) => Promise<unknown>;
  /** Per-address attempts and sends; the site's own unless a test gives smaller ones. */
  limits?: FormLimiters;
  /** Runs each post inside it (the application's upload turns). */
  around?: (post: () => Promise<Response>) => Promise<Response>;
};

/**
 * A form route (lib/api/route.ts's apiRoute with its same-site guard): attempts and sends limited per
 * client (a send counts once the form goes to the panel, see limitFormPost and sendCounted), the body
 * read, bot traps (a filled honeypot gets a pretended success so the bot learns nothing), the form's own
 * check, then the panel. Only the panel taking the form answers `{ ok: true }`; whatever else stops it is
 * a 502 panel_unavailable the browser explains while keeping the form (unless `forward` refuses the form
 * itself with an ApiError); never a 500.
 */
export function formRoute<Body, Form>({
  name,
  body,
  check,
  forward,
  limits = createFormLimiters(),
  around = (post) => post(),
}: FormRouteSpec<Body, Form>) {
  const run: RouteRun = async (request, { nameLocale }) => {
    await limitFormPost(limits, name, request);

    const received = await body.receive(request);
    nameLocale(received.locale);

    const verdict = botTrapVerdict(received.botTraps);
    if (verdict === 'honeypot') return formSuccess(received.reference);
    if (verdict === 'too_fast') throw new ApiError('too_fast');

    const form = await check(received);
    try {
      await sendCounted(limits, name, request, () => forward(form));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const which = received.reference === undefined ? 'a form' : `form ${received.reference}`;
      console.error(`[${name}] the panel did not take ${which}: ${String(error)}`);
      throw new ApiError('panel_unavailable', {}, { cause: error });
    }
    return formSuccess(received.reference);
  };
  return apiRoute({ name, form: body.kind, run: (request, input) => around(() => run(request, input)) });
}

/** A JSON object of at most `maxBodyBytes` (400 invalid_request otherwise); its `locale` names the language. */
export function jsonBody(maxBodyBytes: number): FormBody<Record<string, unknown>> {
  return {
    kind: 'json',
    async receive(request) {
      const body = await readJsonObject(request, maxBodyBytes);
      if (body === null) throw new ApiError('invalid_request');
      return { body, locale: body.locale, botTraps: body };
    },
  };
}

/** The check of a JSON form: its schema, shared with the browser (422 with each field's message key). */
export const schemaCheck =
  <T>(schema: z.core.$ZodType<T>) =>
  ({ body }: ReceivedForm<Record<string, unknown>>): T =>
    checkedFields(schema, body);
