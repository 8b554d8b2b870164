// The app's own shapes of panel content. Components see only these; raw panel shapes stay in schemas.ts.
import type { Locale } from '@/lib/i18n/locales';

/** In the filter's display order; the panel's values, doubling as message keys. */
export const GENDERS = ['woman', 'man', 'undefined'] as const;
export type Gender = (typeof GENDERS)[number];

export type Measure = { metric: string; imperial: string | null };

export const MEASURE_KEYS = [
  'height',
  'bust',
  'chest',
  'waist',
  'hips',
  'shoes',
  'jeans',
  'suit',
  'shirt',
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export type Localized = Partial<Record<Locale, string>>;

export type Talent = {
  id: number;
  name: string;
  cover: string | null;
  gender: Gender;
  birthdate: string | null;
  measures: Partial<Record<MeasureKey, Measure>>;
  /** Portuguese, as the panel stores them. */
  hair: string | null;
  eyes: string | null;
  hairType: string | null;
  hairLength: string | null;
  city: string | null;
  tiktok: string | null;
  instagram: string | null;
  linkedin: string | null;
  modelsCom: string | null;
  biography: Localized;
  /** Category and subcategory ids. */
  categoryIds: number[];
  labels: string[];
};

export type GalleryItem = { id: number; url: string; width: number; height: number };

export type VideoItem = {
  id: number;
  provider: 'youtube' | 'vimeo';
  /** YouTube id, or Vimeo id with the optional privacy hash. */
  videoId: string;
  hash: string | null;
  preview: string | null;
};

export type TalentProfile = Talent & {
  coverAlt: string | null;
  nationality: string | null;
  skills: string[];
  galleries: {
    book: GalleryItem[];
    snap: GalleryItem[];
    compo: GalleryItem[];
    shows: GalleryItem[];
    doc: GalleryItem[];
    video: VideoItem[];
  };
};

export type Slide = {
  id: number;
  desktop: string;
  mobile: string;
  isVideo: boolean;
  description: string | null;
};

export type StaffMember = { id: number; name: string; role: string; email: string | null };

export type MenuBackground = { desktop: string; mobile: string };

export type BlogTitle = { id: number; title: string; slug: string; language: string };

export type WebsiteTextKey =
  | 'home_text'
  | 'contact_address'
  | 'contact_email'
  | 'contact_phone'
  | `about_${'first' | 'second' | 'third' | 'fourth' | 'fifth'}_page_${'title' | 'text'}`
  /** Optional: the application page's warning against fake scouts (the messages hold the defaults). */
  | `be_a_model_no_fee_${'title' | 'text'}`
  /** Optional: the notice beside the application's consent boxes (the messages hold the defaults). */
  | `be_a_model_notice_${'title' | 'text'}`;

export type WebsiteTexts = Partial<Record<string, Localized>>;

export type WebsiteImage = { name: string; desktop: string | null; mobile: string | null };

/** The agency as its PDFs and the printed comparison sign it: its name and its contact lines. */
export type Agency = { name: string; contact: string[] };

export type Customizations = { homeTextColor: string | null; beAModelColor: string | null };

/** `models` is the external models directory. */
export type SocialLinks = Partial<Record<string, string>>;

export type PostTranslation = {
  title: string;
  slug: string;
  description: string;
  /** Raw HTML from the panel: sanitize before rendering. */
  content: string;
  slides: string[];
};

export type ShownTranslation = PostTranslation & { language: Locale };

export type Post = {
  id: number;
  createdAt: string | null;
  translations: Partial<Record<Locale, PostTranslation>>;
};

export type PostPage = { posts: Post[]; page: number; lastPage: number; total: number };

export type Option = { id: number; value: string; iso?: string };

export type AttributeOption = { id?: number; label: string; value: string };
export type TalentAttributes = Record<string, AttributeOption[]>;
