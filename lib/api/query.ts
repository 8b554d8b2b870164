import { isTalentId } from '@/lib/i18n/content-routes';
import * as z from '@/lib/zod-mini';

/** A path's talent id, `1001`, as a number. */
export const talentIdParam = z.pipe(z.string().check(z.refine(isTalentId)), z.transform(Number));

/** `ids=1001,1003`: one to `max` ids, repeats left out. */
export function talentIdsParam(max: number) {
  const list = z.pipe(
    z.string(),
    z.transform((value) => value.split(',')),
  );
  const ids = z.array(z.string().check(z.refine(isTalentId))).check(z.minLength(1), z.maxLength(max));
  return z.pipe(
    z.pipe(list, ids),
    z.transform((checked) => [...new Set(checked.map(Number))]),
  );
}
