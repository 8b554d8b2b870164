import type { Agency } from '@/lib/content/types';
import type { ComparisonColumn } from '@/lib/talents/compare-rows';

/**
 * The answer of `GET /api/favorites/compare`: the columns of the talents the catalogue has, in the asked
 * order, and the agency that heads the printed comparison as it heads the package.
 */
export type TalentComparisonAnswer = { talents: ComparisonColumn[]; agency: Agency };
