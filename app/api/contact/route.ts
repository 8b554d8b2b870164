// POST /api/contact – the contact page's message, forwarded to the panel's contact call
import { apiRoute } from '@/lib/api/route';
import { contactMessageSchema } from '@/features/contact/contact-message';
import { createJsonFormHandler } from '@/lib/forms/json-handler';
import { createFormLimiters } from '@/lib/forms/rate-limit';
import { sendContactMessage } from '@/lib/panel';

/** A 5,000-character message in JSON with the bot-trap fields stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;

export const POST = apiRoute({
  name: 'contact',
  form: 'json',
  run: createJsonFormHandler({
    schema: contactMessageSchema,
    maxBodyBytes: MAX_BODY_BYTES,
    limits: createFormLimiters(),
    forward: sendContactMessage,
  }),
});
