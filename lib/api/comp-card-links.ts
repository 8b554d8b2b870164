import type { Locale } from '@/lib/i18n/locales';
import type { MeasureUnit } from '@/lib/talents/measures';

/** The most talents one package holds: 101 A5 pages, well within one streamed download. */
export const MAX_PACKAGE_TALENTS = 50;

/** A talent's comp card PDF, in the page's language and the visitor's CM/INCHES choice. */
export function compCardHref(talentId: number, locale: Locale, units: MeasureUnit): string {
  return `/api/comp-card/${talentId}?${new URLSearchParams({ locale, units })}`;
}

/** The package PDF of a shortlist: its first MAX_PACKAGE_TALENTS talents, in the shortlist's order. */
export function packageHref(talentIds: readonly number[], locale: Locale, units: MeasureUnit): string {
  const ids = talentIds.slice(0, MAX_PACKAGE_TALENTS).join(',');
  return `/api/package?${new URLSearchParams({ ids, locale, units })}`;
}
