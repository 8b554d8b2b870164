import 'server-only';
import type * as z from '@/lib/zod-mini';
import { ApiError } from '@/lib/api/errors';
import { apiRoute, checkedFields, type RouteRun } from '@/lib/api/route';
import { botTrapVerdict } from './bot-traps';
import { createFormLimiters, type FormLimiters } from './rate-limit';
import { formSuccess, limitFormPost, readJsonObject, sendCounted } from './server';

export type ReceivedForm<Body> = {
  body: Body;
  /** The language of the refusals' messages. */
  locale: unknown;
  botTraps: Record<string, unknown>;
  reference?: string;
};

export type FormBody<Body> = {
  kind: 'json' | 'multipart';
  receive: (request: Request) => Promise<ReceivedForm<Body>>;
};

export type FormRouteSpec<Body, Form> = {
  /** Names the route in logs and rate-limit keys. */
  name: string;
  body: FormBody<Body>;
  check: (received: ReceivedForm<Body>) => Form | Promise<Form>;
  forward: (form: Form) => Promise<unknown>;
  limits?: FormLimiters;
  /** Runs each post inside it (the application's upload turns). */
  around?: (post: () => Promise<Response>) => Promise<Response>;
};

// A filled honeypot gets a pretended success so the bot learns nothing. Only the panel taking the form
// answers `{ ok: true }`; any other failure is a 502 the browser explains while keeping the form.
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

/** The schema is shared with the browser. */
export const schemaCheck =
  <T>(schema: z.core.$ZodType<T>) =>
  ({ body }: ReceivedForm<Record<string, unknown>>): T =>
    checkedFields(schema, body);
