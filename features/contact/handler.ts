import 'server-only';
import type * as z from '@/lib/zod-mini';
import { formRoute, jsonBody, schemaCheck } from '@/lib/forms/form-route';
import type { FormLimiters } from '@/lib/forms/rate-limit';
import { contactMessageSchema } from './schema';

/** A 5,000-character message in JSON with the bot-trap fields stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;

type ContactRouteDependencies = {
  /** Hands the message to the panel's contact call; throws when the panel does not take it. */
  forward: (message: z.infer<typeof contactMessageSchema>) => Promise<unknown>;
  limits?: FormLimiters;
};

/** The contact page's message route (see lib/forms/form-route.ts for what every form gets). */
export function createContactRoute({ forward, limits }: ContactRouteDependencies) {
  return formRoute({
    name: 'contact',
    body: jsonBody(MAX_BODY_BYTES),
    check: schemaCheck(contactMessageSchema),
    forward,
    limits,
  });
}
