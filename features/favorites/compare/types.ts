import type { ComparisonColumn } from '@/lib/talents/compare-rows';

/** The answer of `GET /api/favorites/compare`: the columns of the talents the catalogue has, in the asked order. */
export type TalentComparisonAnswer = { talents: ComparisonColumn[] };
