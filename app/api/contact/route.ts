// POST /api/contact – the contact page's message, forwarded to the panel's contact call
import { apiRoute } from '@/lib/api/route';
import { contactMessageSchema } from '@/lib/forms/contact-message';
import { createJsonFormHandler } from '@/lib/forms/json-handler';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { sendContactMessage } from '@/lib/panel';

/** A 5,000-character message in JSON with the bot-trap fields stays far below this. */
const MAX_BODY_BYTES = 64 * 1024;
/** Five messages in ten minutes from one address is more than a person writes. */
const MESSAGES_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

export const POST = apiRoute({
  name: 'contact',
  form: 'json',
  run: createJsonFormHandler({
    schema: contactMessageSchema,
    maxBodyBytes: MAX_BODY_BYTES,
    rateLimiter: createRateLimiter({ limit: MESSAGES_PER_WINDOW, windowMs: WINDOW_MS }),
    forward: sendContactMessage,
  }),
});
