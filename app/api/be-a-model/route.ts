// POST /api/be-a-model – a be-a-model application (multipart, photos and video), forwarded to the panel
// as a `getScouted` entry. Under /api, so proxy.ts (and its 10 MB body limit) never sees it.
import { createApplicationRoute } from '@/features/application/server/application-route';
import { getOptions, getTalentAttributes, sendEntry } from '@/lib/panel';

export const POST = createApplicationRoute({
  forward: (form, reference) => sendEntry('getScouted', form, reference),
  lists: { attributes: getTalentAttributes, options: getOptions },
});
