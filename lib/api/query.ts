import { isTalentId } from '@/lib/i18n/content-routes';
import { z } from '@/lib/zod';

/**
 * A query parameter naming talents by id, comma-separated (`ids=1001,1003`): from one to `max` ids, each
 * as the panel writes it, read as numbers in their order with repeats left out.
 */
export function talentIdsParam(max: number) {
  return z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.string().refine(isTalentId)).min(1).max(max))
    .transform((ids) => [...new Set(ids.map(Number))]);
}
