// GET /api/composite/1001?locale=en – the talent's composite (compo) images as one zip download.
import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { createRateLimiter } from '@/lib/forms/rate-limit';
import { clientAddress } from '@/lib/forms/server';
import { isTalentId } from '@/lib/i18n/content-routes';
import { defaultLocale, isLocale } from '@/lib/i18n/routes';
import { compositeZipTag, getCompositeZipUrl, getTalentProfile, isPanelError } from '@/lib/panel';
import { panelEnv } from '@/lib/panel/env';
import { talentSlug } from '@/lib/talents/slug';

/** Talent ids are positive integers; nine digits keep any id well inside the panel's integer range. */

/** How long the storage host has to start answering; the body then streams at the visitor's pace. */
const STORAGE_ANSWER_TIMEOUT_MS = 15_000;

/** A booker prints a few composites in a row; thirty in ten minutes from one address is a script. */
const downloads = createRateLimiter({ limit: 30, windowMs: 10 * 60 * 1000 });

function problem(status: number, error: string, message: string, headers: Record<string, string> = {}) {
  return NextResponse.json(
    { error, message },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

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

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const locale = new URL(request.url).searchParams.get('locale');
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : defaultLocale,
    namespace: 'Profile.compositeDownload',
  });
  const { id } = await params;
  if (!isTalentId(id)) return problem(400, 'invalid_id', t('invalidId'));
  const talentId = Number(id);
  const limit = await downloads.hit(`composite:${clientAddress(request.headers)}`);
  if (!limit.allowed) {
    return problem(429, 'rate_limited', t('rateLimited'), {
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }

  try {
    const profile = await getTalentProfile(talentId);
    const itemIds = profile.galleries.compo.map((item) => item.id);
    if (itemIds.length === 0) return problem(404, 'no_composite', t('empty'));
    const items = itemIds.join(',');
    let zip = await openStoredZip(await getCompositeZipUrl(talentId, items));
    if (!zip) {
      // The cached zip may have been cleared from storage since: one fresh one from the panel.
      revalidateTag(compositeZipTag(talentId), { expire: 0 });
      zip = await openStoredZip(await getCompositeZipUrl(talentId, items));
    }
    if (!zip) return problem(502, 'panel_unavailable', t('unavailable'));
    return new Response(zip.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${talentSlug(profile.name)}-composite.zip"`,
        'Cache-Control': 'private, max-age=0',
      },
    });
  } catch (error) {
    if (!isPanelError(error)) throw error;
    if (error.code === 'not_found') return problem(404, 'talent_not_found', t('talentNotFound'));
    console.error(`[composite] ${error.message}`);
    return problem(502, 'panel_unavailable', t('unavailable'));
  }
}
