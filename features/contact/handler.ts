import 'server-only';
import type * as z from '@/lib/zod-mini';
import { formRoute, jsonBody, schemaCheck } from '@/lib/forms/form-route';
import type { FormLimiters } from '@/lib/forms/rate-limit';
import type { SentReferences } from '@/lib/forms/sent-references';
import { contactMessageSchema } from './schema';

/** A 5,000-character message in JSON with the bot-trap fields stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;

type ContactMessage = z.infer<typeof contactMessageSchema>;

type ContactRouteDependencies = {
  /** The reference is the panel's idempotency key; throws when the panel does not take the message. */
  forward: (message: ContactMessage & { reference: string }) => Promise<unknown>;
  limits?: FormLimiters;
  references?: SentReferences;
};

/** The contact page's message route (see lib/forms/form-route.ts for what every form gets). */
export function createContactRoute({ forward, limits, references }: ContactRouteDependencies) {
  return formRoute({
    name: 'contact',
    body: jsonBody(MAX_BODY_BYTES),
    check: schemaCheck(contactMessageSchema),
    forward: (message: ContactMessage, reference) => forward({ ...message, reference }),
    limits,
    references,
  });
}
