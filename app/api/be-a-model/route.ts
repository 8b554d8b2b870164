// POST /api/be-a-model – a be-a-model application (multipart, photos and video), forwarded to the panel
// as a `getScouted` entry. Under /api, so proxy.ts (and its 10 MB body limit) never sees it.
import { apiRoute } from '@/lib/api/route';
import { createApplicationHandler } from '@/features/application/handler';
import { createFormLimiters } from '@/lib/forms/rate-limit';
import { getOptions, getTalentAttributes, sendEntry } from '@/lib/panel';

export const POST = apiRoute({
  name: 'be-a-model',
  form: 'multipart',
  run: createApplicationHandler({
    limits: createFormLimiters(),
    forward: (form, reference) => sendEntry('getScouted', form, reference),
    lists: { attributes: getTalentAttributes, options: getOptions },
  }),
});
