import { categories, type Category } from '@/lib/i18n/categories';
import { localeTable, type Locale } from '@/lib/i18n/locales';
import type { Gender, Talent } from '@/lib/content/types';
import { ADULT_AGE } from './age';
import { inCategory } from './filter-match';
import { CM_PER_INCH, lengthInCentimetres, type MeasureUnit } from './measures';
import { factsOf, type TalentFacts } from './talent-facts';

// A look-alike's distance (docs/talent-pages.md): each measure's difference divided by its typical spread
// among talents of one gender, squared and summed with the colours' weights; the root of the sum.

/** Centimetres, and years for age: a difference of one spread weighs 1. */
const SPREADS = { height: 5, torso: 4, waist: 4, hips: 4, age: 3 } as const;
type Compared = keyof typeof SPREADS;
const COMPARED = Object.keys(SPREADS) as Compared[];

/** A measure either talent lacks weighs as one spread: complete records rank above guesses. */
const MISSING_WEIGHT = 1;

/** The same colour, the same family ("dark brown" and "brown"), another or an unknown one. */
const COLOUR_WEIGHTS = { same: 0, family: 0.5, other: 1 } as const;

export const SIMILAR_LIMIT = 6;

const AGE_WINDOW = 8;

export type DifferenceKey = 'height' | 'bust' | 'chest' | 'waist' | 'hips' | 'age';
/** The look-alike's figure minus this talent's, in centimetres (years for age). */
export type Difference = { key: DifferenceKey; amount: number };
export type LookAlike = { talent: Talent; distance: number; differsMost: Difference | null };

type Colour = { slug: string; family: string } | null;
type LikenessFacts = Record<Compared, number | null> & { hair: Colour; eyes: Colour };

/** Men's torso is their chest, everyone else's the bust, as the measures show it (measureRows). */
function torsoKey(gender: Gender): 'bust' | 'chest' {
  return gender === 'man' ? 'chest' : 'bust';
}

function colour(slug: string | null): Colour {
  return slug === null ? null : { slug, family: slug.slice(slug.lastIndexOf('-') + 1) };
}

function likenessOf(talent: Talent, facts: TalentFacts): LikenessFacts {
  const { measures } = talent;
  const torso =
    torsoKey(talent.gender) === 'chest'
      ? (measures.chest ?? measures.bust)
      : (measures.bust ?? measures.chest);
  return {
    height: facts.height,
    torso: lengthInCentimetres(torso),
    waist: lengthInCentimetres(measures.waist),
    hips: lengthInCentimetres(measures.hips),
    age: facts.age,
    hair: colour(facts.hair),
    eyes: colour(facts.eyes),
  };
}

// Keyed by the list's facts, which are read again on a new day (ages move).
const likenessByFacts = new WeakMap<readonly TalentFacts[], LikenessFacts[]>();

function likenessFacts(talents: readonly Talent[], today: Date): LikenessFacts[] {
  const facts = factsOf(talents, today);
  let likeness = likenessByFacts.get(facts);
  if (!likeness) {
    likeness = talents.map((talent, index) => likenessOf(talent, facts[index]!));
    likenessByFacts.set(facts, likeness);
  }
  return likeness;
}

function colourWeight(a: Colour, b: Colour): number {
  if (a === null || b === null) return COLOUR_WEIGHTS.other;
  if (a.slug === b.slug) return COLOUR_WEIGHTS.same;
  return a.family === b.family ? COLOUR_WEIGHTS.family : COLOUR_WEIGHTS.other;
}

// A minor is never shown beside an adult; an unknown age matches only another unknown one: fewer
// look-alikes rather than unlike ones.
function agesAlike(own: number | null, other: number | null): boolean {
  if (own === null || other === null) return own === other;
  return Math.abs(other - own) <= AGE_WINDOW && own >= ADULT_AGE === other >= ADULT_AGE;
}

function distanceBetween(own: LikenessFacts, other: LikenessFacts): number {
  let sum = colourWeight(own.hair, other.hair) ** 2 + colourWeight(own.eyes, other.eyes) ** 2;
  for (const key of COMPARED) {
    const [a, b] = [own[key], other[key]];
    sum += a === null || b === null ? MISSING_WEIGHT ** 2 : ((b - a) / SPREADS[key]) ** 2;
  }
  return Math.sqrt(sum);
}

/** The measure both have with the largest difference for its spread; null when none differs. */
function differsMost(own: LikenessFacts, other: LikenessFacts, gender: Gender): Difference | null {
  let most: { key: Compared; amount: number; weight: number } | null = null;
  for (const key of COMPARED) {
    const [a, b] = [own[key], other[key]];
    if (a === null || b === null || a === b) continue;
    const weight = Math.abs(b - a) / SPREADS[key];
    if (!most || weight > most.weight) most = { key, amount: b - a, weight };
  }
  if (!most) return null;
  return { key: most.key === 'torso' ? torsoKey(gender) : most.key, amount: most.amount };
}

type Ranked = { index: number; id: number; distance: number };

const nearer = (a: Ranked, b: Ranked) => a.distance - b.distance || a.id - b.id;

/** Of this category, gender and a like age, nearest first (equal distances by id). */
export function similarTalents(
  talents: readonly Talent[],
  category: Category,
  id: number,
  today: Date = new Date(),
  limit: number = SIMILAR_LIMIT,
): LookAlike[] {
  const position = talents.findIndex((talent) => talent.id === id);
  const self = talents[position];
  if (!self) return [];
  const facts = likenessFacts(talents, today);
  const own = facts[position]!;
  const categoryId = categories[category].id;
  // The few nearest so far, in order: one pass, no sort of the whole category.
  const nearest: Ranked[] = [];
  talents.forEach((talent, index) => {
    if (talent.id === id || talent.gender !== self.gender || !inCategory(talent, categoryId)) return;
    if (!agesAlike(own.age, facts[index]!.age)) return;
    const candidate = { index, id: talent.id, distance: distanceBetween(own, facts[index]!) };
    const last = nearest[nearest.length - 1];
    if (nearest.length === limit && (!last || nearer(candidate, last) >= 0)) return;
    let at = nearest.length;
    while (at > 0 && nearer(candidate, nearest[at - 1]!) < 0) at -= 1;
    nearest.splice(at, 0, candidate);
    if (nearest.length > limit) nearest.pop();
  });
  return nearest.map(({ index, distance }) => ({
    talent: talents[index]!,
    distance,
    differsMost: differsMost(own, facts[index]!, self.gender),
  }));
}

const signedFormats = new Map<string, Intl.NumberFormat>();

function signedFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  let format = signedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTable[locale].tag, {
      signDisplay: 'exceptZero',
      maximumFractionDigits: fractionDigits,
      useGrouping: false,
    });
    signedFormats.set(key, format);
  }
  return format;
}

/** The signed figure with its unit ("+3 cm", "-1.2\"", as the measures write inches); years bare ("+2"). */
export function differenceAmount(difference: Difference, unit: MeasureUnit, locale: Locale): string {
  if (difference.key === 'age') return signedFormat(locale, 0).format(difference.amount);
  if (unit === 'cm') return `${signedFormat(locale, 0).format(difference.amount)} cm`;
  return `${signedFormat(locale, 1).format(difference.amount / CM_PER_INCH)}"`;
}
