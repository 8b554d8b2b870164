import type { Agency } from '@/lib/content/types';
import type { ComparisonColumn } from '@/lib/talents/compare-rows';

/** The answer of `GET /api/favorites/compare`. */
export type TalentComparisonAnswer = { talents: ComparisonColumn[]; agency: Agency };
