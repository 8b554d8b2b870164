import { parseAsBoolean, parseAsStringLiteral } from 'nuqs/server';
import { COMPARISON_ROWS, SORT_ORDERS } from '@/lib/talents/compare-rows';

/** The comparison in the favorites page's address (`?compare=true&sort=height&order=desc`): reload and Back keep it. */
export const comparisonParams = {
  compare: parseAsBoolean.withDefault(false),
  sort: parseAsStringLiteral(COMPARISON_ROWS),
  order: parseAsStringLiteral(SORT_ORDERS).withDefault('asc'),
};
