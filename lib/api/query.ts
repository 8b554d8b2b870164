import { isTalentId } from '@/lib/i18n/content-routes';
import { z } from '@/lib/zod';

/** `ids=1001,1003`: one to `max` ids, repeats left out. */
export function talentIdsParam(max: number) {
  return z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.string().refine(isTalentId)).min(1).max(max))
    .transform((ids) => [...new Set(ids.map(Number))]);
}
