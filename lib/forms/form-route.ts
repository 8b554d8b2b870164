import 'server-only';
import type * as z from '@/lib/zod-mini';
import { ApiError } from '@/lib/api/errors';
import { apiRoute, checkedFields, type RouteRun } from '@/lib/api/route';
import { botTrapVerdict } from './bot-traps';
import { createFormLimiters, type FormLimiters } from './rate-limit';
import { createReference, isReference, REFERENCE_FIELD, type ReferencedForm } from './reference';
import { createSentReferences, sentDigest, type SentReferences } from './sent-references';
import { formSuccess, limitFormPost, readJsonObject, sendCounted } from './server';

export type ReceivedForm<Body> = {
  body: Body;
  /** The language of the refusals' messages. */
  locale: unknown;
  botTraps: Record<string, unknown>;
  /** The receipt reference as the browser sent it, taken only in the form's shape. */
  sentReference: unknown;
  digest: string;
};

export type ReferencedReceivedForm<Body> = ReceivedForm<Body> & { reference: string };

export type FormBody<Body> = {
  kind: 'json' | 'multipart';
  receive: (request: Request) => Promise<ReceivedForm<Body>>;
};

export type FormRouteSpec<Body, Form> = {
  /** Names the route in logs and rate-limit keys, and its receipt references (REFERENCE_PREFIXES). */
  name: ReferencedForm;
  body: FormBody<Body>;
  check: (received: ReferencedReceivedForm<Body>) => Form | Promise<Form>;
  /** The reference goes to the panel as the form's idempotency key. */
  forward: (form: Form, reference: string) => Promise<unknown>;
  limits?: FormLimiters;
  references?: SentReferences;
  newReference?: (form: ReferencedForm) => string;
  /** Runs each post inside it, with the request it hands on (the application's upload slots watch its body). */
  around?: (request: Request, post: (request: Request) => Promise<Response>) => Promise<Response>;
};

// A filled honeypot gets a pretended success so the bot learns nothing. A resend keeps its reference, so
// the panel stores it once; a reference once bound to another form is refused (409), never given its success.
export function formRoute<Body, Form>({
  name,
  body,
  check,
  forward,
  limits = createFormLimiters(),
  references = createSentReferences(name),
  newReference = createReference,
  around = (request, post) => post(request),
}: FormRouteSpec<Body, Form>) {
  const run: RouteRun = async (request, { nameLocale }) => {
    await limitFormPost(limits, name, request);

    const received = await body.receive(request);
    nameLocale(received.locale);
    const { sentReference } = received;
    const resend = isReference(name, sentReference);
    const reference = resend ? sentReference : newReference(name);

    const verdict = botTrapVerdict(received.botTraps);
    if (verdict === 'honeypot') return formSuccess(reference);
    if (verdict === 'too_fast') throw new ApiError('too_fast');

    const form = await check({ ...received, reference });
    // A reference made here is new; one from the browser may come again, with the same form only.
    if (resend && (await references.claim(reference, received.digest)) === 'changed') {
      throw new ApiError('reference_reused');
    }
    try {
      await sendCounted(limits, name, request, () => forward(form, reference));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      console.error(`[${name}] the panel did not take form ${reference}: ${String(error)}`);
      throw new ApiError('panel_unavailable', {}, { cause: error });
    }
    return formSuccess(reference);
  };
  return apiRoute({
    name,
    form: body.kind,
    run: (request, input) => around(request, (posted) => run(posted, input)),
  });
}

export function jsonBody(maxBodyBytes: number): FormBody<Record<string, unknown>> {
  return {
    kind: 'json',
    async receive(request) {
      const body = await readJsonObject(request, maxBodyBytes);
      if (body === null) throw new ApiError('invalid_request');
      return {
        body,
        locale: body.locale,
        botTraps: body,
        sentReference: body[REFERENCE_FIELD],
        digest: sentDigest(body),
      };
    },
  };
}

/** The schema is shared with the browser. */
export const schemaCheck =
  <T>(schema: z.core.$ZodType<T>) =>
  ({ body }: ReceivedForm<Record<string, unknown>>): T =>
    checkedFields(schema, body);
