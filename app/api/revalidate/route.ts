// POST /api/revalidate – the panel asks for fresh content: { "tags": ["talents", "post:our-casting"] }
import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { forgetReusedTalentList, isPanelTag, PANEL_TAGS } from '@/lib/panel';
import { markContentIndexStale } from '@/lib/panel/content-index';
import { panelEnv } from '@/lib/panel/env';

const bodySchema = z.object({ tags: z.array(z.string().refine(isPanelTag, 'unknown tag')).min(1).max(100) });

function secretMatches(given: string | null): boolean {
  const expected = panelEnv.revalidateSecret;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: NextRequest) {
  const given =
    request.headers.get('x-revalidate-secret') ??
    request.headers.get('authorization')?.replace(/^Bearer /i, '') ??
    null;
  if (!secretMatches(given)) {
    return NextResponse.json(
      { error: 'unauthorized', message: 'A valid revalidation secret is required.' },
      { status: 401 },
    );
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return NextResponse.json({ error: 'invalid', issues: z.flattenError(parsed.error) }, { status: 422 });
  }
  // Expire at once: the panel calls this after a change, so the next visitor must see it.
  for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  if (parsed.data.tags.includes(PANEL_TAGS.talents)) forgetReusedTalentList();
  if (parsed.data.tags.some((tag) => tag === PANEL_TAGS.talents || tag === PANEL_TAGS.posts))
    markContentIndexStale();
  return NextResponse.json({ revalidated: parsed.data.tags, now: Date.now() });
}
