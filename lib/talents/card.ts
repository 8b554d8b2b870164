import type { Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import type { MeasureKey, Talent } from '@/lib/content/types';
import { colourLabel } from './colours';
import { measureRows } from './measures';
import { talentSlug } from './slug';
import { socialProfileUrl } from './social';

/** Both units, so the CM/INCHES switch needs no logic in the browser. */
export type CardMeasure = { key: MeasureKey; cm: string; in: string };

/** Nothing more: the browser gets many of these at a time. */
export type TalentCard = {
  id: number;
  name: string;
  slug: string;
  category: Category;
  cover: string | null;
  measures: CardMeasure[];
  hair: string | null;
  eyes: string | null;
  tiktok: string | null;
  instagram: string | null;
};

export function toTalentCard(talent: Talent, category: Category, locale: Locale): TalentCard {
  const inches = new Map(measureRows(talent, 'in', locale).map((row) => [row.key, row.value]));
  return {
    id: talent.id,
    name: talent.name,
    slug: talentSlug(talent.name),
    category,
    cover: talent.cover,
    measures: measureRows(talent, 'cm', locale).map(({ key, value }) => ({
      key,
      cm: value,
      in: inches.get(key) ?? value,
    })),
    hair: talent.hair && colourLabel(talent.hair, locale),
    eyes: talent.eyes && colourLabel(talent.eyes, locale),
    tiktok: socialProfileUrl('tiktok', talent.tiktok),
    instagram: socialProfileUrl('instagram', talent.instagram),
  };
}
