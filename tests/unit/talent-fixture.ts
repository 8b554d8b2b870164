import type { Gender, Talent } from '@/lib/content/types';

/** A talent as lib/panel hands it out, with only what a test cares about filled in. */
export function talent(
  id: number,
  name: string,
  gender: Gender,
  categoryIds: number[],
  extra: Partial<Talent> = {},
): Talent {
  return {
    id,
    name,
    cover: null,
    gender,
    birthdate: null,
    measures: {},
    hair: null,
    eyes: null,
    hairType: null,
    hairLength: null,
    city: null,
    tiktok: null,
    instagram: null,
    linkedin: null,
    modelsCom: null,
    biography: {},
    categoryIds,
    labels: [],
    ...extra,
  };
}
