import { isLocale, panelLocale } from '@/lib/i18n/locales';
import type * as z from '@/lib/zod-mini';
import type {
  RawPost,
  RawProfile,
  RawTalent,
  rawCustomizations,
  rawSlide,
  rawSocialMedias,
  rawStaff,
  rawWebsiteImages,
  rawWebsiteTexts,
} from './schemas';
import {
  MEASURE_KEYS,
  type Customizations,
  type GalleryItem,
  type MenuBackground,
  type Slide,
  type SocialLinks,
  type StaffMember,
  type WebsiteImage,
  type WebsiteTexts,
  type Localized,
  type Post,
  type PostTranslation,
  type Talent,
  type TalentProfile,
  type VideoItem,
} from '@/lib/content/types';
import { canonicalStorageAddress } from '@/lib/security/storage-address';
import { parseMeasure } from '@/lib/talents/measures';

/** The profile call's albums: 19 holds the book, 21 the shows. */
export const BOOK_ALBUM_ID = 19;
export const SHOWS_ALBUM_ID = 21;

const VIDEO_EXTENSIONS = /\.(mp4|webm|ogg)(\?.*)?$/i;

export function isVideoFile(path: string): boolean {
  return VIDEO_EXTENSIONS.test(path);
}

/** Absolute URLs pass through; a storage path is spelt as the image optimizer accepts it. */
export function storageUrl(storageBase: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const address = `${storageBase}/${path.replace(/^\/+/, '')}`;
  return canonicalStorageAddress(address) ?? address;
}

function optionalStorageUrl(storageBase: string, path: string | null | undefined): string | null {
  return path ? storageUrl(storageBase, path) : null;
}

function localized(value: string | Record<string, string | null | undefined> | null | undefined): Localized {
  if (!value) return {};
  // A plain string is in the panel's language, the one the site always asks in.
  if (typeof value === 'string') return { [panelLocale]: value };
  return Object.fromEntries(Object.entries(value).filter(([locale, text]) => isLocale(locale) && text));
}

function orNull(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

export function reshapeTalent(raw: RawTalent, storageBase: string): Talent {
  const measures: Talent['measures'] = {};
  for (const key of MEASURE_KEYS) {
    const measure = parseMeasure(raw[key]);
    if (measure) measures[key] = measure;
  }
  return {
    id: raw.id,
    name: raw.name.trim(),
    cover: optionalStorageUrl(storageBase, raw.cover_web ?? raw.cover),
    gender: raw.gender ?? 'undefined',
    birthdate: orNull(raw.birthdate),
    measures,
    hair: orNull(raw.hair),
    eyes: orNull(raw.eyes),
    hairType: orNull(raw.hair_type),
    hairLength: orNull(raw.hair_length),
    city: orNull(raw.city),
    tiktok: orNull(raw.tiktok),
    instagram: orNull(raw.instagram),
    linkedin: orNull(raw.linkedin),
    modelsCom: orNull(raw.models_com),
    biography: localized(raw.biography),
    categoryIds: (raw.website_categories ?? []).map((category) => category.id),
    labels: (raw.categories ?? []).flatMap((category) => (category.name ? [category.name] : [])),
  };
}

function gallery(items: RawProfile['snap'], storageBase: string): GalleryItem[] {
  return (items ?? [])
    .filter((item) => item.width > 0 && item.height > 0)
    .map((item) => ({
      id: item.id,
      url: storageUrl(storageBase, item.file),
      width: item.width,
      height: item.height,
    }));
}

function video(items: RawProfile['video'], storageBase: string): VideoItem[] {
  return (items ?? []).map((item) => {
    const [videoId = '', hash] = item.file.split('/', 2);
    return {
      id: item.id,
      provider: item.provider,
      videoId,
      hash: item.provider === 'vimeo' && hash ? hash : null,
      preview: optionalStorageUrl(storageBase, item.preview),
    };
  });
}

export function reshapeProfile(raw: RawProfile, storageBase: string): TalentProfile {
  const album = (albumId: number) => raw.albums?.find((candidate) => candidate.id === albumId)?.items;
  const nationality =
    typeof raw.nationality === 'string' ? raw.nationality : (raw.nationality?.value ?? null);
  return {
    ...reshapeTalent(raw, storageBase),
    coverAlt: optionalStorageUrl(storageBase, raw.cover2),
    nationality: orNull(nationality),
    skills: (raw.skills ?? []).map((skill) => (typeof skill === 'string' ? skill : skill.name)),
    galleries: {
      book: gallery(album(BOOK_ALBUM_ID), storageBase),
      snap: gallery(raw.snap, storageBase),
      compo: gallery(raw.compo, storageBase),
      shows: gallery(album(SHOWS_ALBUM_ID), storageBase),
      doc: gallery(raw.doc, storageBase),
      video: video(raw.video, storageBase),
    },
  };
}

export function reshapePost(raw: RawPost, storageBase: string): Post {
  const translations: Post['translations'] = {};
  for (const version of [raw, ...(raw.batchItems ?? [])]) {
    if (!isLocale(version.language) || translations[version.language]) continue;
    const translation: PostTranslation = {
      title: version.title,
      slug: version.slug,
      description: version.description ?? '',
      content: version.content ?? '',
      slides: (version.slides ?? []).map((path) => storageUrl(storageBase, path)),
    };
    translations[version.language] = translation;
  }
  return { id: raw.id, createdAt: raw.created_at ?? null, translations };
}

/** A slide with only one uses it for both screens. */
function slideImages(raw: { image_desktop?: string | null; image_mobile?: string | null } | undefined) {
  const desktop = raw?.image_desktop ?? raw?.image_mobile;
  const mobile = raw?.image_mobile ?? raw?.image_desktop;
  return desktop && mobile ? { desktop, mobile } : null;
}

export function reshapeSlides(raw: z.infer<typeof rawSlide>[], storageBase: string): Slide[] {
  return raw.flatMap((slide) => {
    const images = slideImages(slide);
    if (!images) return [];
    const { desktop, mobile } = images;
    return [
      {
        id: slide.id,
        desktop: storageUrl(storageBase, desktop),
        mobile: storageUrl(storageBase, mobile),
        isVideo: isVideoFile(desktop),
        description:
          slide.description === null || slide.description === undefined ? null : String(slide.description),
      },
    ];
  });
}

export function reshapeMenuBackground(
  first: z.infer<typeof rawSlide> | undefined,
  storageBase: string,
): MenuBackground | null {
  const images = slideImages(first);
  return images
    ? { desktop: storageUrl(storageBase, images.desktop), mobile: storageUrl(storageBase, images.mobile) }
    : null;
}

export function reshapeStaff(raw: z.infer<typeof rawStaff>[]): StaffMember[] {
  return raw.map((member) => ({
    id: member.id,
    name: member.name,
    role: member.role ?? '',
    email: member.email,
  }));
}

/** Empty translations dropped. */
export function reshapeWebsiteTexts(raw: z.infer<typeof rawWebsiteTexts>['data']): WebsiteTexts {
  return Object.fromEntries(
    raw.map(({ name, text }) => [
      name,
      Object.fromEntries(
        Object.entries(text).filter((entry): entry is [string, string] => Boolean(entry[1])),
      ),
    ]),
  );
}

export function reshapeWebsiteImages(
  raw: z.infer<typeof rawWebsiteImages>['data'],
  storageBase: string,
): WebsiteImage[] {
  return raw.map((image) => ({
    name: image.name,
    desktop: optionalStorageUrl(storageBase, image.image_desktop),
    mobile: optionalStorageUrl(storageBase, image.image_mobile),
  }));
}

export function reshapeCustomizations(raw: z.infer<typeof rawCustomizations>['data']): Customizations {
  const value = (name: string) => raw.find((entry) => entry.name === name)?.value ?? null;
  return { homeTextColor: value('home_text_color'), beAModelColor: value('menu_text_color_be_a_model') };
}

export function reshapeSocialLinks(raw: z.infer<typeof rawSocialMedias>['data']): SocialLinks {
  return Object.fromEntries(
    Object.entries(raw).flatMap(([network, entry]) => (entry?.url ? [[network, entry.url]] : [])),
  );
}
