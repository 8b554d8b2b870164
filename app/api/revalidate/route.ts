// POST /api/revalidate – the panel asks for fresh content: { "tags": ["talents", "post:our-casting"] }
import { timingSafeEqual } from 'node:crypto';
import { ApiError } from '@/lib/api/errors';
import { apiRoute, checkedFields } from '@/lib/api/route';
import { isPanelTag } from '@/lib/panel';
import { panelEnv } from '@/lib/panel/env';
import { revalidatePanelTags } from '@/lib/panel/revalidate';
import * as z from '@/lib/zod-mini';

const bodySchema = z.object({
  tags: z.array(z.string().check(z.refine(isPanelTag))).check(z.minLength(1), z.maxLength(100)),
});

function secretMatches(given: string | null): boolean {
  const expected = panelEnv.revalidateSecret;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const POST = apiRoute({
  name: 'revalidate',
  run: async (request) => {
    const given =
      request.headers.get('x-revalidate-secret') ??
      request.headers.get('authorization')?.replace(/^Bearer /i, '') ??
      null;
    if (!secretMatches(given)) throw new ApiError('unauthorized');
    const { tags } = checkedFields(bodySchema, await request.json().catch(() => null));
    revalidatePanelTags(tags);
    return Response.json({ revalidated: tags, now: Date.now() });
  },
});
