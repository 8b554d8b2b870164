import { isLocale } from '@/lib/i18n/routes';
import type { RawPost, RawProfile, RawTalent } from './schemas';
import {
  MEASURE_KEYS,
  type GalleryItem,
  type Localized,
  type Measure,
  type Post,
  type PostTranslation,
  type Talent,
  type TalentProfile,
  type VideoItem,
} from './types';

/** Album ids of the profile call (spec section 3). */
export const BOOK_ALBUM_ID = 19;
export const SHOWS_ALBUM_ID = 21;

const VIDEO_EXTENSIONS = /\.(mp4|webm|ogg)(\?.*)?$/i;

export function isVideoFile(path: string): boolean {
  return VIDEO_EXTENSIONS.test(path);
}

/** A storage path ("talents/p-007.jpg") as an absolute URL; absolute URLs pass through. */
export function storageUrl(storageBase: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${storageBase}/${path.replace(/^\/+/, '')}`;
}

export function optionalStorageUrl(storageBase: string, path: string | null | undefined): string | null {
  return path ? storageUrl(storageBase, path) : null;
}

export function parseMeasure(value: string | null | undefined): Measure | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const [metric = '', imperial] = trimmed.split('/', 2).map((part) => part.trim());
  return { metric, imperial: imperial || null };
}

function localized(value: string | Record<string, string | null | undefined> | null | undefined): Localized {
  if (!value) return {};
  // A plain string is the panel's language (the spec always asks for language=pt).
  if (typeof value === 'string') return { pt: value };
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
