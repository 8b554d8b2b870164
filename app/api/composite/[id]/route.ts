import { revalidateTag } from 'next/cache';
import { ApiError } from '@/lib/api/errors';
import { talentIdParam } from '@/lib/api/query';
import { apiRoute } from '@/lib/api/route';
import { COMPOSITE_DOWNLOADS, createRateLimiter } from '@/lib/forms/rate-limit';
import { limitPerClient } from '@/lib/forms/server';
import { getCompositeZipUrl, getTalentProfile } from '@/lib/panel';
import { PANEL_TAGS } from '@/lib/panel/tags';
import { openStorageFile } from '@/lib/panel/storage';
import { talentSlug } from '@/lib/talents/slug';
import * as z from '@/lib/zod-mini';
import { CACHE_CONTROL } from '@/lib/http/cache-control';

const downloads = createRateLimiter(COMPOSITE_DOWNLOADS);

export const GET = apiRoute({
  name: 'composite',
  params: z.object({ id: talentIdParam }),
  panelNotFound: 'talent_not_found',
  run: async (request, { name, params: { id } }) => {
    await limitPerClient(downloads, name, request);
    const profile = await getTalentProfile(id);
    const itemIds = profile.galleries.compo.map((item) => item.id);
    if (itemIds.length === 0) throw new ApiError('no_composite');
    const items = itemIds.join(',');
    let zip = await openStorageFile(await getCompositeZipUrl(id, items));
    if (!zip) {
      // The cached zip may have been cleared from storage since: one fresh one from the panel.
      revalidateTag(PANEL_TAGS.compositeZip(id), { expire: 0 });
      zip = await openStorageFile(await getCompositeZipUrl(id, items));
    }
    if (!zip) throw new ApiError('panel_unavailable');
    return new Response(zip.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${talentSlug(profile.name)}-composite.zip"`,
        'Cache-Control': CACHE_CONTROL.download,
      },
    });
  },
});
