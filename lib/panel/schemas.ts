import { GENDERS } from '@/lib/content/types';
import { z } from '@/lib/zod';

// Lenient where the real back end may differ (nulls, numbers as strings); strict where the site depends.

const id = z.coerce.number().int();
const text = z.string().nullish();
const nullableText = text.transform((value) => value ?? null);

export const rawCategory = z.object({ id, name: z.string().nullish() });

export const rawTalent = z.object({
  id,
  name: z.string(),
  cover: text,
  cover_web: text,
  gender: z.enum(GENDERS).nullish(),
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
  biography: z.union([z.string(), z.record(z.string(), z.string().nullish())]).nullish(),
  website_categories: z.array(rawCategory).nullish(),
  categories: z.array(rawCategory).nullish(),
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

export const rawProfile = rawTalent.extend({
  cover2: text,
  nationality: z.union([z.string(), z.object({ value: z.string() })]).nullish(),
  skills: z.array(z.union([z.string(), z.object({ name: z.string() })])).nullish(),
  albums: z.array(z.object({ id, items: z.array(rawGalleryItem).nullish() })).nullish(),
  snap: z.array(rawGalleryItem).nullish(),
  compo: z.array(rawGalleryItem).nullish(),
  doc: z.array(rawGalleryItem).nullish(),
  video: z.array(rawVideoItem).nullish(),
});

export const rawTalentList = z.object({ data: z.object({ data: z.array(rawTalent) }) });
export const rawProfileAnswer = z.object({ data: rawProfile });

export const rawSlide = z.object({
  id,
  image_mobile: text,
  image_desktop: text,
  description: z.union([z.string(), z.number()]).nullish(),
});
export const rawSlides = z.object({ data: z.array(rawSlide) });

export const rawStaff = z.object({ id, name: z.string(), role: nullableText, email: nullableText });
export const rawBlogTitle = z.object({ id, title: z.string(), slug: z.string(), language: z.string() });

export const rawWebsiteTexts = z.object({
  data: z.array(z.object({ name: z.string(), text: z.record(z.string(), z.string().nullish()) })),
});
export const rawWebsiteImages = z.object({
  data: z.array(z.object({ name: z.string(), image_desktop: text, image_mobile: text })),
});
export const rawCustomizations = z.object({
  data: z.array(z.object({ name: z.string(), value: nullableText })),
});
export const rawSocialMedias = z.object({
  data: z.record(z.string(), z.object({ url: z.string().nullish() }).nullish()),
});

const rawPostTranslation = z.object({
  language: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullish(),
  content: z.string().nullish(),
  slides: z.array(z.string()).nullish(),
});
export const rawPost = rawPostTranslation.extend({
  id,
  batchItems: z.array(rawPostTranslation).nullish(),
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

const rawOption = z.object({ id, value: z.string(), iso: z.string().nullish() });
export const rawOptions = z.object({
  data: z.object({
    countries: z.array(rawOption).optional(),
    languages: z.array(rawOption).optional(),
    states: z.array(rawOption).optional(),
    cities: z.array(rawOption).optional(),
    ethnicities: z.array(rawOption).optional(),
  }),
});
export const rawAttributes = z.object({
  data: z.record(z.string(), z.array(z.object({ id: id.optional(), label: z.string(), value: z.string() }))),
});

export const rawZip = z.object({ data: z.object({ url: z.string() }) });
/** Any other answer, even a 200, stored nothing. */
export const rawEntryAnswer = z.looseObject({ success: z.literal(true) });

export type RawTalent = z.infer<typeof rawTalent>;
export type RawProfile = z.infer<typeof rawProfile>;
export type RawPost = z.infer<typeof rawPost>;
