// GET /api/composite/1001?locale=en – the talent's composite (compo) images as one zip download.
import { revalidateTag } from 'next/cache';
import { ApiError } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { COMPOSITE_DOWNLOADS, createRateLimiter } from '@/lib/forms/rate-limit';
import { limitPerClient } from '@/lib/forms/server';
import { isTalentId } from '@/lib/i18n/content-routes';
import { compositeZipTag, getCompositeZipUrl, getTalentProfile } from '@/lib/panel';
import { panelEnv } from '@/lib/panel/env';
import { talentSlug } from '@/lib/talents/slug';
import { z } from '@/lib/zod';

/** How long the storage host has to start answering; the body then streams at the visitor's pace. */
const STORAGE_ANSWER_TIMEOUT_MS = 15_000;

const downloads = createRateLimiter(COMPOSITE_DOWNLOADS);

/** Whatever URL the panel answers with, only files under the configured storage base are fetched. */
function isStorageFile(candidate: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  const storage = new URL(`${panelEnv.storageUrl}/`);
  return url.origin === storage.origin && url.pathname.startsWith(storage.pathname);
}

/** The zip's response from the storage host, or null (logged) when it cannot be had. */
async function openStoredZip(zipUrl: string): Promise<Response | null> {
  if (!isStorageFile(zipUrl)) {
    console.error(`[composite] refused a zip URL outside the storage host: ${zipUrl}`);
    return null;
  }
  // A timer rather than AbortSignal.timeout: that signal would also cut a slow visitor's download
  // once the body is streaming, since aborting a fetch errors its body too.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STORAGE_ANSWER_TIMEOUT_MS);
  try {
    // No redirects: a redirect could lead the server anywhere.
    const response = await fetch(zipUrl, { signal: controller.signal, redirect: 'error', cache: 'no-store' });
    if (response.ok && response.body) return response;
    await response.body?.cancel();
    console.error(`[composite] storage answered ${response.status} for ${zipUrl}`);
  } catch (error) {
    console.error(`[composite] storage unreachable for ${zipUrl}: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
  return null;
}

export const GET = apiRoute({
  name: 'composite',
  params: z.object({ id: z.string().refine(isTalentId).transform(Number) }),
  panelNotFound: 'talent_not_found',
  run: async (request, { name, params: { id } }) => {
    await limitPerClient(downloads, name, request);
    const profile = await getTalentProfile(id);
    const itemIds = profile.galleries.compo.map((item) => item.id);
    if (itemIds.length === 0) throw new ApiError('no_composite');
    const items = itemIds.join(',');
    let zip = await openStoredZip(await getCompositeZipUrl(id, items));
    if (!zip) {
      // The cached zip may have been cleared from storage since: one fresh one from the panel.
      revalidateTag(compositeZipTag(id), { expire: 0 });
      zip = await openStoredZip(await getCompositeZipUrl(id, items));
    }
    if (!zip) throw new ApiError('panel_unavailable');
    return new Response(zip.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${talentSlug(profile.name)}-composite.zip"`,
        'Cache-Control': 'private, max-age=0',
      },
    });
  },
});
