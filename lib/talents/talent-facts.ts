import type { Talent } from '@/lib/content/types';
import { ageInYears } from './age';
import { colourSlug } from './colours';
import { heightInCentimetres } from './measures';
import { normalizeForSearch } from './search';

/** Read once per talent instead of once per request. */
export type TalentFacts = {
  height: number | null; // centimetres
  age: number | null;
  hair: string | null;
  eyes: string | null;
  name: string;
};

function factsOfTalent(talent: Talent, today: Date): TalentFacts {
  return {
    height: heightInCentimetres(talent.measures.height),
    age: talent.birthdate ? ageInYears(talent.birthdate, today) : null,
    hair: talent.hair && colourSlug(talent.hair),
    eyes: talent.eyes && colourSlug(talent.eyes),
    name: normalizeForSearch(talent.name),
  };
}

function dayOf(date: Date): number {
  return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
}

// Dropped with the list it describes; read again on a new day, when ages move.
const factsByList = new WeakMap<readonly Talent[], { day: number; facts: TalentFacts[] }>();

export function factsOf(talents: readonly Talent[], today: Date): TalentFacts[] {
  const day = dayOf(today);
  const known = factsByList.get(talents);
  if (known?.day === day) return known.facts;
  const facts = talents.map((talent) => factsOfTalent(talent, today));
  factsByList.set(talents, { day, facts });
  return facts;
}
