import type { Locale } from '@/lib/i18n/locales';
import type { MeasureUnit } from '@/lib/talents/measures';

/** Well within one streamed download. */
export const MAX_PACKAGE_TALENTS = 50;

export function compCardHref(talentId: number, locale: Locale, units: MeasureUnit): string {
  return `/api/comp-card/${talentId}?${new URLSearchParams({ locale, units })}`;
}

export function packageHref(talentIds: readonly number[], locale: Locale, units: MeasureUnit): string {
  const ids = talentIds.slice(0, MAX_PACKAGE_TALENTS).join(',');
  return `/api/package?${new URLSearchParams({ ids, locale, units })}`;
}
