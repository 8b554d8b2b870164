import { GENDERS } from '@/lib/content/types';
import * as z from '@/lib/zod-mini';

// Lenient where the real back end may differ (nulls, numbers as strings); strict where the site depends.

const id = z.coerce.number().check(z.int());
const text = z.nullish(z.string());
const nullableText = z.pipe(
  text,
  z.transform((value) => value ?? null),
);

export const rawCategory = z.object({ id, name: z.nullish(z.string()) });

export const rawTalent = z.object({
  id,
  name: z.string(),
  cover: text,
  cover_web: text,
  gender: z.nullish(z.enum(GENDERS)),
  birthdate: text,
  height: text,
  bust: text,
  chest: text,
  waist: text,
  hips: text,
  shoes: text,
  jeans: text,
  suit: text,
  shirt: text,
  hair: text,
  eyes: text,
  hair_type: text,
  hair_length: text,
  city: text,
  tiktok: text,
  instagram: text,
  linkedin: text,
  models_com: text,
  biography: z.nullish(z.union([z.string(), z.record(z.string(), z.nullish(z.string()))])),
  website_categories: z.nullish(z.array(rawCategory)),
  categories: z.nullish(z.array(rawCategory)),
});

export const rawGalleryItem = z.object({
  id,
  file: z.string(),
  width: z.coerce.number(),
  height: z.coerce.number(),
});

export const rawVideoItem = z.object({
  id,
  provider: z.enum(['youtube', 'vimeo']),
  file: z.string(),
  preview: text,
});

export const rawProfile = z.extend(rawTalent, {
  cover2: text,
  nationality: z.nullish(z.union([z.string(), z.object({ value: z.string() })])),
  skills: z.nullish(z.array(z.union([z.string(), z.object({ name: z.string() })]))),
  albums: z.nullish(z.array(z.object({ id, items: z.nullish(z.array(rawGalleryItem)) }))),
  snap: z.nullish(z.array(rawGalleryItem)),
  compo: z.nullish(z.array(rawGalleryItem)),
  doc: z.nullish(z.array(rawGalleryItem)),
  video: z.nullish(z.array(rawVideoItem)),
});

export const rawTalentList = z.object({ data: z.object({ data: z.array(rawTalent) }) });
export const rawProfileAnswer = z.object({ data: rawProfile });

export const rawSlide = z.object({
  id,
  image_mobile: text,
  image_desktop: text,
  description: z.nullish(z.union([z.string(), z.number()])),
});
export const rawSlides = z.object({ data: z.array(rawSlide) });

export const rawStaff = z.object({ id, name: z.string(), role: nullableText, email: nullableText });
export const rawBlogTitle = z.object({ id, title: z.string(), slug: z.string(), language: z.string() });

export const rawWebsiteTexts = z.object({
  data: z.array(z.object({ name: z.string(), text: z.record(z.string(), z.nullish(z.string())) })),
});
export const rawWebsiteImages = z.object({
  data: z.array(z.object({ name: z.string(), image_desktop: text, image_mobile: text })),
});
export const rawCustomizations = z.object({
  data: z.array(z.object({ name: z.string(), value: nullableText })),
});
export const rawSocialMedias = z.object({
  data: z.record(z.string(), z.nullish(z.object({ url: z.nullish(z.string()) }))),
});

const rawPostTranslation = z.object({
  language: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.nullish(z.string()),
  content: z.nullish(z.string()),
  slides: z.nullish(z.array(z.string())),
});
export const rawPost = z.extend(rawPostTranslation, {
  id,
  batchItems: z.nullish(z.array(rawPostTranslation)),
  created_at: text,
});
export const rawPostPage = z.object({
  data: z.object({
    data: z.array(rawPost),
    current_page: z.coerce.number(),
    last_page: z.coerce.number(),
    total: z.coerce.number(),
  }),
});
export const rawPostAnswer = z.object({ data: rawPost });

const rawOption = z.object({ id, value: z.string(), iso: z.nullish(z.string()) });
export const rawOptions = z.object({
  data: z.object({
    countries: z.optional(z.array(rawOption)),
    languages: z.optional(z.array(rawOption)),
    states: z.optional(z.array(rawOption)),
    cities: z.optional(z.array(rawOption)),
    ethnicities: z.optional(z.array(rawOption)),
  }),
});
export const rawAttributes = z.object({
  data: z.record(z.string(), z.array(z.object({ id: z.optional(id), label: z.string(), value: z.string() }))),
});

export const rawZip = z.object({ data: z.object({ url: z.string() }) });
/** Any other answer, even a 200, stored nothing. */
export const rawEntryAnswer = z.looseObject({ success: z.literal(true) });

export type RawTalent = z.infer<typeof rawTalent>;
export type RawProfile = z.infer<typeof rawProfile>;
export type RawPost = z.infer<typeof rawPost>;
