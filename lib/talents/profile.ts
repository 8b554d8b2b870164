import { htmlParagraphs } from '@/lib/html-text';
import type { Category } from '@/lib/i18n/categories';
import type { Locale } from '@/lib/i18n/locales';
import { localizedText } from '@/lib/content/localized';
import type { GalleryItem, TalentProfile, VideoItem } from '@/lib/content/types';
import { ageInYears } from './age';
import { GALLERY_TABS, type GalleryTab } from './gallery-tabs';
import { toTalentCard, type CardMeasure } from './card';
import { socialProfileUrl } from './social';

export type ProfileLink =
  { kind: 'modelsCom' | 'tiktok' | 'instagram' | 'linkedin'; url: string } | { kind: 'city'; text: string };

/** Each only when the talent has it. */
const LINKS_BY_CATEGORY: Record<Category, readonly ProfileLink['kind'][]> = {
  models: ['modelsCom', 'city', 'tiktok', 'instagram'],
  commercial: ['tiktok', 'instagram', 'linkedin'],
  digital: ['tiktok', 'instagram', 'linkedin'],
  special: ['tiktok', 'instagram', 'linkedin'],
  actors: ['city', 'tiktok', 'instagram'],
};

export type ProfileView = {
  id: number;
  name: string;
  slug: string;
  category: Category;
  cover: string | null;
  /** The birth date itself never leaves the server. */
  age: number | null;
  biography: string[];
  measures: CardMeasure[];
  hair: string | null;
  eyes: string | null;
  links: ProfileLink[];
  tabs: GalleryTab[];
  galleries: Record<Exclude<GalleryTab, 'video'>, GalleryItem[]> & { video: VideoItem[] };
};

function httpUrl(value: string | null): string | null {
  return value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null;
}

function profileLinks(profile: TalentProfile, category: Category): ProfileLink[] {
  return LINKS_BY_CATEGORY[category].flatMap((kind): ProfileLink[] => {
    if (kind === 'city') return profile.city ? [{ kind, text: profile.city }] : [];
    const url =
      kind === 'tiktok' || kind === 'instagram'
        ? socialProfileUrl(kind, profile[kind])
        : httpUrl(kind === 'modelsCom' ? profile.modelsCom : profile.linkedin);
    return url ? [{ kind, url }] : [];
  });
}

/** The CV only under actors. */
export function availableTabs(galleries: ProfileView['galleries'], category: Category): GalleryTab[] {
  return GALLERY_TABS.filter((tab) => galleries[tab].length > 0 && (tab !== 'doc' || category === 'actors'));
}

export function toProfileView(
  profile: TalentProfile,
  category: Category,
  locale: Locale,
  today: Date,
): ProfileView {
  const card = toTalentCard(profile, category, locale);
  return {
    id: card.id,
    name: card.name,
    slug: card.slug,
    category,
    cover: card.cover,
    age: profile.birthdate ? ageInYears(profile.birthdate, today) : null,
    biography: htmlParagraphs(localizedText(profile.biography, locale)),
    measures: card.measures,
    hair: card.hair,
    eyes: card.eyes,
    links: profileLinks(profile, category),
    tabs: availableTabs(profile.galleries, category),
    galleries: profile.galleries,
  };
}
