// POST /api/be-a-model – a be-a-model application (multipart, photos and video), forwarded to the panel
// as a `getScouted` entry. Under /api, so proxy.ts (and its 10 MB body limit) never sees it.
import { apiRoute } from '@/lib/api/route';
import { createApplicationHandler } from '@/lib/application/handler';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { sendEntry } from '@/lib/panel';

/** A person applies once; five sends in ten minutes leaves room for retries after a failure. */
const APPLICATIONS_PER_WINDOW = 5;
const WINDOW_MS = 10 * 60 * 1000;

export const POST = apiRoute({
  name: 'be-a-model',
  form: 'multipart',
  run: createApplicationHandler({
    rateLimiter: createRateLimiter({ limit: APPLICATIONS_PER_WINDOW, windowMs: WINDOW_MS }),
    forward: (form) => sendEntry('getScouted', form),
  }),
});
