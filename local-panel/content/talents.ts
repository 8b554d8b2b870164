// The deterministic talent catalogue. Talent N is generated from its own seed, so the first 160 talents
// are the same whatever the catalogue size; profiles (galleries, videos) are derived on demand.

import { Random, slugify } from '../random';
import type { MediaPool, PoolImage } from '../media/pool';
import {
  CATEGORY_LABELS,
  EYE_COLOURS,
  HAIR_COLOURS,
  HAIR_LENGTHS,
  HAIR_TYPES,
  MAIN_CATEGORIES,
  SUBCATEGORIES,
  formatCentimetres,
  formatHeight,
  formatShoeSize,
  type CategoryLabelName,
  type Gender,
  type MainCategoryName,
  type SubcategoryName,
} from './attributes';
import { FIRST_NAMES, PLACES, SKILLS, SURNAMES, biography } from './people';

export interface IdName {
  id: number;
  name: string;
}

export interface GalleryItem {
  id: number;
  /** Storage path. */
  file: string;
  width: number;
  height: number;
}

export interface VideoItem {
  id: number;
  provider: 'youtube' | 'vimeo';
  /** YouTube id (11 characters) or Vimeo "id/hash". */
  file: string;
  /** Storage path of a 16:9 JPEG. */
  preview: string;
}

/** A talent as the list endpoint returns it. */
export interface Talent {
  id: number;
  name: string;
  cover: string;
  cover_web: string;
  gender: Gender;
  birthdate: string;
  height: string | null;
  bust: string | null;
  chest: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  jeans: string | null;
  suit: string | null;
  shirt: string | null;
  hair: string | null;
  eyes: string | null;
  hair_type: string | null;
  hair_length: string | null;
  city: string | null;
  tiktok: string | null;
  instagram: string | null;
  linkedin: string | null;
  models_com: string | null;
  biography: { pt: string; en: string } | null;
  website_categories: IdName[];
  categories: IdName[];
}

export interface TalentProfile extends Talent {
  cover2: string;
  skills: string[];
  nationality: string | null;
  media_id: number;
  current_address: string | null;
  albums: { id: 19 | 21; name: 'book' | 'shows'; items: GalleryItem[] }[];
  snap: GalleryItem[];
  compo: GalleryItem[];
  doc: GalleryItem[];
  video: VideoItem[];
}

interface Assignment {
  main: MainCategoryName;
  sub: SubcategoryName | null;
  gender: Gender;
  /** A second main category (its id only, no subcategory). */
  also?: MainCategoryName;
}

/**
 * The first talents cover every category, subcategory and gender (and a few double memberships), so
 * any catalogue of at least this many talents exercises every filter.
 */
const COVERAGE_PLAN: readonly Assignment[] = [
  { main: 'models', sub: 'mainboard', gender: 'woman' },
  { main: 'models', sub: 'mainboard', gender: 'man' },
  { main: 'models', sub: 'mainboard', gender: 'undefined', also: 'digital' },
  { main: 'models', sub: 'new_faces', gender: 'woman' },
  { main: 'models', sub: 'new_faces', gender: 'man' },
  { main: 'models', sub: 'in_town', gender: 'woman' },
  { main: 'models', sub: 'in_town', gender: 'man' },
  { main: 'models', sub: 'direct', gender: 'woman' },
  { main: 'models', sub: 'direct', gender: 'undefined' },
  { main: 'models', sub: 'image', gender: 'man', also: 'commercial' },
  { main: 'models', sub: 'image', gender: 'woman' },
  { main: 'models', sub: null, gender: 'woman', also: 'digital' },
  { main: 'models', sub: null, gender: 'man', also: 'special' },
  { main: 'commercial', sub: 'beauty', gender: 'woman' },
  { main: 'commercial', sub: 'beauty', gender: 'man' },
  { main: 'commercial', sub: 'beauty', gender: 'undefined' },
  { main: 'commercial', sub: 'c_direct', gender: 'man' },
  { main: 'commercial', sub: 'c_direct', gender: 'woman' },
  { main: 'commercial', sub: 'kids', gender: 'woman' },
  { main: 'commercial', sub: 'kids', gender: 'man' },
  { main: 'commercial', sub: null, gender: 'undefined' },
  { main: 'actors', sub: 'new_actors', gender: 'woman' },
  { main: 'actors', sub: 'new_actors', gender: 'man' },
  { main: 'actors', sub: 'new_actors', gender: 'undefined' },
  { main: 'actors', sub: null, gender: 'man', also: 'commercial' },
  { main: 'actors', sub: null, gender: 'woman' },
  { main: 'digital', sub: null, gender: 'woman' },
  { main: 'digital', sub: null, gender: 'man' },
  { main: 'digital', sub: null, gender: 'undefined' },
  { main: 'special', sub: null, gender: 'woman' },
  { main: 'special', sub: null, gender: 'man' },
  { main: 'special', sub: null, gender: 'undefined' },
];

export const MIN_TALENTS_FOR_FULL_COVERAGE = COVERAGE_PLAN.length;

/** Ages are computed against a fixed date so the catalogue never drifts with the clock. */
const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

const FIRST_TALENT_ID = 1001;
/** Ids step by 2, so odd gaps exist and "unknown id" is easy to produce. */
const TALENT_ID_STEP = 2;

export function talentIdAt(index: number): number {
  return FIRST_TALENT_ID + index * TALENT_ID_STEP;
}

function talentIndexOf(id: number, count: number): number | null {
  const offset = id - FIRST_TALENT_ID;
  if (!Number.isInteger(offset) || offset < 0 || offset % TALENT_ID_STEP !== 0) return null;
  const index = offset / TALENT_ID_STEP;
  return index < count ? index : null;
}

function randomAssignment(random: Random): Assignment {
  const main = random.weighted<MainCategoryName>([
    ['models', 42],
    ['commercial', 22],
    ['actors', 14],
    ['digital', 11],
    ['special', 11],
  ]);
  let sub: SubcategoryName | null = null;
  if (main === 'models') {
    sub = random.weighted<SubcategoryName | null>([
      ['mainboard', 30],
      ['new_faces', 20],
      ['in_town', 15],
      ['direct', 10],
      ['image', 10],
      [null, 15],
    ]);
  } else if (main === 'commercial') {
    sub = random.weighted<SubcategoryName | null>([
      ['beauty', 30],
      ['c_direct', 25],
      ['kids', 20],
      [null, 25],
    ]);
  } else if (main === 'actors') {
    sub = random.weighted<SubcategoryName | null>([
      ['new_actors', 40],
      [null, 60],
    ]);
  }
  const gender = random.weighted<Gender>([
    ['woman', 48],
    ['man', 42],
    ['undefined', sub === 'kids' ? 4 : 10],
  ]);
  let also: MainCategoryName | undefined;
  if (sub !== 'kids' && random.chance(0.12)) {
    also = random.pick(
      (['digital', 'special', 'commercial', 'actors'] as const).filter((candidate) => candidate !== main),
    );
  }
  return { main, sub, gender, also };
}

function ageRange(assignment: Assignment): readonly [number, number] {
  switch (assignment.sub) {
    case 'kids':
      return [5, 12];
    case 'new_faces':
      return [14, 20];
    case 'new_actors':
      return [16, 26];
    case 'mainboard':
      return [17, 30];
    case 'in_town':
      return [18, 30];
    case 'direct':
    case 'c_direct':
      return [18, 45];
    case 'image':
      return [24, 48];
    case 'beauty':
      return [19, 40];
    case null:
      return assignment.main === 'actors' || assignment.main === 'special'
        ? [18, 72]
        : assignment.main === 'commercial'
          ? [20, 62]
          : [18, 36];
  }
}

interface Measures {
  height: number;
  bust: number;
  waist: number;
  hips: number;
  shoes: number;
  plusSize: boolean;
}

function measuresFor(random: Random, gender: Gender, age: number, fashion: boolean): Measures {
  if (age < 13) {
    const height = Math.round(78 + age * 6.2 + random.float(-5, 5));
    return {
      height,
      bust: Math.round(50 + age * 1.9 + random.float(-2, 3)),
      waist: Math.round(48 + age * 1.1 + random.float(-2, 2)),
      hips: Math.round(52 + age * 2.1 + random.float(-2, 3)),
      shoes: Math.round(22 + age * 1.15 + random.float(-1, 1)),
      plusSize: false,
    };
  }
  const teenShrink = age < 17 ? (17 - age) * 1.5 : 0;
  const plusSize = !fashion && gender === 'woman' && age >= 18 && random.chance(0.15);
  if (gender === 'man') {
    return {
      height: Math.round((fashion ? random.float(182, 192) : random.float(168, 190)) - teenShrink),
      bust: Math.round(fashion ? random.float(90, 100) : random.float(92, 112)),
      waist: Math.round(fashion ? random.float(72, 80) : random.float(76, 96)),
      hips: Math.round(fashion ? random.float(88, 96) : random.float(92, 104)),
      shoes: random.int(42, 46),
      plusSize: false,
    };
  }
  if (gender === 'woman') {
    if (plusSize) {
      return {
        height: Math.round(random.float(164, 178)),
        bust: random.int(100, 115),
        waist: random.int(80, 95),
        hips: random.int(108, 122),
        shoes: random.int(38, 41),
        plusSize,
      };
    }
    return {
      height: Math.round((fashion ? random.float(172, 182) : random.float(158, 178)) - teenShrink),
      bust: Math.round(fashion ? random.float(78, 88) : random.float(80, 98)),
      waist: Math.round(fashion ? random.float(58, 64) : random.float(60, 78)),
      hips: Math.round(fashion ? random.float(84, 92) : random.float(86, 102)),
      shoes: random.pick([37, 38, 38.5, 39, 39.5, 40, 41]),
      plusSize,
    };
  }
  return {
    height: Math.round((fashion ? random.float(174, 186) : random.float(166, 184)) - teenShrink),
    bust: Math.round(random.float(80, 96)),
    waist: Math.round(random.float(62, 76)),
    hips: Math.round(random.float(84, 96)),
    shoes: random.pick([38, 39, 40, 41, 42, 43, 44]),
    plusSize: false,
  };
}

const COMMON_HAIR: readonly (readonly [string, number])[] = HAIR_COLOURS.map((colour) => {
  const weights: Record<string, number> = {
    'Castanho Escuro': 18,
    Castanho: 16,
    Preto: 14,
    'Castanho Claro': 9,
    Loiro: 6,
    'Loiro Escuro': 6,
    'Castanho Médio': 6,
    Ruivo: 2,
    Grisalho: 1,
    Careca: 1,
    Rapado: 1,
    Colorido: 1,
  };
  return [colour.label, weights[colour.label] ?? 1.5] as const;
});
const GREY_HAIR = ['Grisalho', 'Branco', 'Sal e Pimenta', 'Careca'];
const COMMON_EYES: readonly (readonly [string, number])[] = EYE_COLOURS.map((colour) => {
  const weights: Record<string, number> = {
    'Castanho Escuro': 24,
    Castanho: 22,
    'Castanho Claro': 10,
    Mel: 8,
    Verde: 6,
    Azul: 6,
    Avelã: 5,
    Preto: 5,
    Heterocromia: 0.3,
  };
  return [colour.label, weights[colour.label] ?? 2] as const;
});

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function handle(random: Random, first: string, last: string): string {
  const a = slugify(first).replace(/-/g, '');
  const b = slugify(last).replace(/-/g, '');
  return random.pick([
    `${a}.${b}`,
    `${a}${b}`,
    `${a}_${b}`,
    `${a}.${b}.model`,
    `${a}${b}_`,
    `_${a}.${b.slice(0, 3)}`,
  ]);
}

function labelsFor(assignment: Assignment, age: number, measures: Measures, random: Random): IdName[] {
  const names: CategoryLabelName[] = [];
  switch (assignment.sub) {
    case 'mainboard':
      names.push('mainboard', 'fashion');
      if (random.chance(0.35)) names.push('international');
      break;
    case 'new_faces':
      names.push('new faces');
      break;
    case 'in_town':
      names.push('in town', 'international');
      break;
    case 'direct':
      names.push('direct');
      break;
    case 'image':
      names.push('image', 'commercial');
      break;
    case 'beauty':
      names.push('beauty', 'commercial');
      break;
    case 'c_direct':
      names.push('direct', 'commercial');
      break;
    case 'kids':
      names.push('kids');
      break;
    case 'new_actors':
      names.push('new actors');
      break;
    case null:
      if (assignment.main === 'models') names.push('fashion');
      if (assignment.main === 'commercial') names.push('commercial');
      break;
  }
  if (age >= 13 && age < 18) names.push('teens');
  if (measures.plusSize) names.push('plus size');
  return CATEGORY_LABELS.filter((label) => names.includes(label.name)).map((label) => ({
    id: label.id,
    name: label.name,
  }));
}

function websiteCategories(assignment: Assignment): IdName[] {
  const categories: IdName[] = [{ id: MAIN_CATEGORIES[assignment.main], name: assignment.main }];
  if (assignment.sub) categories.push({ id: SUBCATEGORIES[assignment.sub].id, name: assignment.sub });
  if (assignment.also) categories.push({ id: MAIN_CATEGORIES[assignment.also], name: assignment.also });
  return categories;
}

interface GeneratedTalent {
  talent: Talent;
  skills: string[];
  nationality: string;
  country: string;
  isActor: boolean;
}

function generateTalent(index: number, pool: MediaPool): GeneratedTalent {
  const random = new Random(`talent:${index}`);
  const assignment = COVERAGE_PLAN[index] ?? randomAssignment(random);
  const [minAge, maxAge] = ageRange(assignment);
  const age = random.int(minAge, maxAge);
  const birth = REFERENCE_DATE - age * 365.25 * DAY_MS - random.int(0, 364) * DAY_MS;
  const first = random.pick(FIRST_NAMES[assignment.gender]);
  const last = random.chance(0.25)
    ? `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`
    : random.pick(SURNAMES);
  const name = `${first} ${last}`;
  const place = random.weighted(PLACES.map((entry) => [entry, entry.weight] as const));
  const fashion = assignment.main === 'models' && assignment.sub !== 'image';
  const measures = measuresFor(random, assignment.gender, age, fashion);
  const adult = age >= 18;
  const child = age < 13;
  // A few talents have no measures at all, and single measures are sometimes missing.
  const noMeasures = index >= COVERAGE_PLAN.length && random.chance(0.04);
  // Talent 0 is the complete example; the others sometimes miss a measure.
  const maybe = <T>(value: T): T | null =>
    noMeasures || (random.chance(0.07) && index !== 0) ? null : value;
  const isMan = assignment.gender === 'man';
  const jeansEu = Math.round(measures.waist / 2) + (isMan ? 8 : assignment.gender === 'woman' ? 4 : 6);

  const hairCandidates = child ? COMMON_HAIR.filter(([label]) => !GREY_HAIR.includes(label)) : COMMON_HAIR;
  let hair = random.weighted(hairCandidates);
  if (age >= 50 && random.chance(0.6)) hair = random.pick(GREY_HAIR);
  const shaved = hair === 'Careca' || hair === 'Rapado';
  const skills = random.sample(SKILLS, random.int(2, 5));
  const isActor = assignment.main === 'actors' || assignment.also === 'actors';
  const cover = random.pick(pool.portraits);
  const coverWeb = random.chance(0.7) ? cover : random.pick(pool.portraits);
  const socialOk = adult || age >= 16;
  const talent: Talent = {
    id: talentIdAt(index),
    name,
    cover: cover.path,
    cover_web: coverWeb.path,
    gender: assignment.gender,
    birthdate: isoDate(birth),
    height: maybe(formatHeight(measures.height)),
    bust: maybe(formatCentimetres(measures.bust)),
    chest: assignment.gender === 'woman' ? null : maybe(formatCentimetres(measures.bust)),
    waist: maybe(formatCentimetres(measures.waist)),
    hips: maybe(formatCentimetres(measures.hips)),
    shoes: maybe(formatShoeSize(measures.shoes)),
    jeans: child ? null : maybe(`${jeansEu}/${Math.round(measures.waist / 2.54)}`),
    suit:
      isMan && adult ? maybe(`${Math.round(measures.bust / 2)}/${Math.round(measures.bust / 2) - 10}`) : null,
    shirt: child
      ? null
      : isMan
        ? maybe(`${Math.round(measures.bust * 0.41)}/${Math.round(((measures.bust * 0.41) / 2.54) * 2) / 2}`)
        : random.chance(0.5)
          ? maybe(`${jeansEu + 2}/${jeansEu + 2 - 32}`)
          : null,
    hair: index !== 0 && random.chance(0.05) ? null : hair,
    eyes: index !== 0 && random.chance(0.05) ? null : random.weighted(COMMON_EYES),
    hair_type: shaved || random.chance(0.1) ? null : random.pick(HAIR_TYPES),
    hair_length: shaved ? 'Rapado' : random.chance(0.1) ? null : random.pick(HAIR_LENGTHS.slice(1)),
    city: random.chance(0.04) ? null : place.city,
    tiktok:
      socialOk && (index === 0 || random.chance(0.55))
        ? handle(random, first, last).replace(/\./g, '')
        : null,
    instagram: socialOk && (index === 0 || random.chance(0.85)) ? handle(random, first, last) : null,
    linkedin:
      adult && assignment.main !== 'models' && random.chance(0.4)
        ? `https://www.linkedin.com/in/${slugify(name)}-${random.characters('0123456789abcdef', 6)}`
        : null,
    models_com:
      adult && assignment.main === 'models' && (index === 0 || random.chance(0.55))
        ? `https://models.com/models/${slugify(name)}`
        : null,
    biography:
      index === 0 || random.chance(0.7)
        ? biography(random.int(0, 99), first, place.city, random.pick(skills))
        : null,
    website_categories: websiteCategories(assignment),
    categories: labelsFor(assignment, age, measures, random),
  };
  return { talent, skills, nationality: place.nationality, country: place.country, isActor };
}

// ---------------------------------------------------------------- profiles

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function galleryItems(
  random: Random,
  images: readonly PoolImage[],
  count: number,
  nextId: () => number,
): GalleryItem[] {
  return random
    .sample(images, count)
    .map((image) => ({ id: nextId(), file: image.path, width: image.width, height: image.height }));
}

type PictureGallery = 'book' | 'shows' | 'snap' | 'compo';

/**
 * The galleries of the talents whose shape is fixed by their place, so that any catalogue of at least 36
 * talents holds every shape the site treats apart (tabs, comp card pictures): talent 0 has every gallery,
 * talent 1 a book and compo only, then a book without compo, compo without book, snaps alone, and no
 * gallery at all (the cover alone).
 */
const PINNED_GALLERIES: ReadonlyMap<number, readonly PictureGallery[]> = new Map([
  [0, ['book', 'shows', 'snap', 'compo']],
  [1, ['book', 'compo']],
  [32, ['book']],
  [33, ['compo']],
  [34, ['snap']],
  [35, []],
]);

function buildProfile(index: number, generated: GeneratedTalent, pool: MediaPool): TalentProfile {
  const { talent } = generated;
  const random = new Random(`profile:${talent.id}`);
  let itemCounter = 0;
  const nextId = (): number => talent.id * 100 + (itemCounter += 1);
  const pinned = PINNED_GALLERIES.get(index);
  const has = (gallery: PictureGallery, chance: number) =>
    pinned ? pinned.includes(gallery) : random.chance(chance);
  const everything = index === 0;
  const sparse = index === 1;
  const mixed = [...pool.portraits, ...pool.portraits, ...pool.landscapes];
  const book = has('book', 0.92) ? galleryItems(random, mixed, random.int(6, 14), nextId) : [];
  const shows = has('shows', 0.35) ? galleryItems(random, mixed, random.int(3, 8), nextId) : [];
  const snap = has('snap', 0.7) ? galleryItems(random, pool.portraits, random.int(3, 6), nextId) : [];
  const compo = has('compo', 0.75) ? galleryItems(random, pool.portraits, 4, nextId) : [];
  let doc: GalleryItem[] = [];
  if (generated.isActor && pinned?.length !== 0) {
    // A two-page CV followed by portrait images.
    const firstPage = random.chance(0.5) ? 0 : 2;
    const cvPages = pool.cvPages.slice(firstPage, firstPage + 2);
    doc = [
      ...cvPages.map((page) => ({ id: nextId(), file: page.path, width: page.width, height: page.height })),
      ...galleryItems(random, pool.portraits, random.int(2, 3), nextId),
    ];
  }
  const videoCount = everything ? 3 : sparse ? 0 : random.chance(0.4) ? random.int(1, 4) : 0;
  const video: VideoItem[] = Array.from({ length: videoCount }, (_, videoIndex) => {
    const youtube = everything ? videoIndex !== 1 : random.chance(0.6);
    return {
      id: talent.id * 100 + 90 + videoIndex,
      provider: youtube ? 'youtube' : 'vimeo',
      file: youtube
        ? random.characters(YOUTUBE_ALPHABET, 11)
        : `${random.int(70_000_000, 999_999_999)}/${random.characters('0123456789abcdef', 10)}`,
      preview: random.pick(pool.videoPreviews).path,
    };
  });
  return {
    ...talent,
    cover2: random.pick(pool.portraits).path,
    skills: generated.skills,
    nationality: index !== 0 && random.chance(0.05) ? null : generated.nationality,
    media_id: 500_000 + talent.id,
    current_address: talent.city ? `${talent.city}, ${generated.country}` : null,
    albums: [
      { id: 19, name: 'book', items: book },
      { id: 21, name: 'shows', items: shows },
    ],
    snap,
    compo,
    doc,
    video,
  };
}

export interface Catalogue {
  talents: Talent[];
  profile(id: number): TalentProfile | null;
  talent(id: number): Talent | null;
}

export function buildCatalogue(count: number, pool: MediaPool): Catalogue {
  const generated = Array.from({ length: count }, (_, index) => generateTalent(index, pool));
  const talents = generated.map((entry) => entry.talent);
  return {
    talents,
    talent(id) {
      const index = talentIndexOf(id, count);
      return index === null ? null : (talents[index] ?? null);
    },
    profile(id) {
      const index = talentIndexOf(id, count);
      const entry = index === null ? undefined : generated[index];
      return index === null || !entry ? null : buildProfile(index, entry, pool);
    },
  };
}
