import type { MeasureKey, TalentProfile } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { colourLabel } from '@/lib/talents/colours';
import { measureRows, type MeasureUnit } from '@/lib/talents/measures';

// What a comp card shows, gathered from the panel's talent and texts; pdf.ts draws it.

export const BACK_PICTURES = 4;

export type Stat = { label: string; value: string };

/** The texts of a card in one language: the measure and colour labels, and the QR code's caption. */
export type CardLabels = {
  measure: (key: MeasureKey | 'hair' | 'eyes') => string;
  scanProfile: string;
};

export type CompCard = {
  name: string;
  /** The measures the profile lists, then hair and eyes: those the talent has, in the chosen units. */
  stats: Stat[];
  /** The public profile, in the card's language: printed as text and as a QR code. */
  profileUrl: string;
  scanProfile: string;
};

/** The back's galleries in order; the CV is a document, not a picture of the talent. */
const BACK_GALLERIES = ['compo', 'book', 'snap', 'shows'] as const;

// The front picture is printed twice only when the talent has no other: the back is never empty.
export function cardPictureUrls(profile: TalentProfile): { front: string | null; back: string[] } {
  const pictures = [
    ...new Set(BACK_GALLERIES.flatMap((gallery) => profile.galleries[gallery].map((item) => item.url))),
  ];
  const front = profile.cover ?? profile.galleries.book[0]?.url ?? pictures[0] ?? null;
  const others = pictures.filter((url) => url !== front).slice(0, BACK_PICTURES);
  return { front, back: others.length > 0 || !front ? others : [front] };
}

export function compCardOf(
  profile: TalentProfile,
  {
    locale,
    units,
    profileUrl,
    labels,
  }: { locale: Locale; units: MeasureUnit; profileUrl: string; labels: CardLabels },
): CompCard {
  const measures = measureRows(profile, units, locale).map((row) => ({
    label: labels.measure(row.key),
    value: row.value,
  }));
  const colours = (['hair', 'eyes'] as const).flatMap((key) => {
    const value = profile[key];
    return value ? [{ label: labels.measure(key), value: colourLabel(value, locale) }] : [];
  });
  return {
    name: profile.name,
    stats: [...measures, ...colours],
    profileUrl,
    scanProfile: labels.scanProfile,
  };
}
