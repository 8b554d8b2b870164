// The pool of generated media files. Content (talents, slides, posts) references these files
// deterministically, so a catalogue of 10,000 talents still needs only ~110 images on disk.

export type FormSlot = 'close_up' | 'smiling' | 'half_body' | 'full_body';

/** What a picture shows; pictures.ts draws a scene for each kind. */
export type PictureKind =
  | { type: 'portrait' }
  | { type: 'landscape' }
  | { type: 'slide'; mood: 'home' | 'about' | 'menu' }
  | { type: 'form'; slot: FormSlot }
  | { type: 'preview' }
  | { type: 'cv' };

/**
 * How pictures.ts draws the pool: `light`, flat drawings (small files, quick to make: the tests' pictures);
 * `photo`, the same scenes with a photograph's grain and texture, so each weighs what a photograph of its
 * size weighs (the bench's pictures).
 */
export const PICTURE_MODES = ['light', 'photo'] as const;
export type PictureMode = (typeof PICTURE_MODES)[number];

export interface PoolImage {
  /** Storage path, relative to the storage base URL. */
  path: string;
  /** The path in light mode, whatever the mode: it seeds the drawing, so both modes draw the same scene. */
  name: string;
  width: number;
  height: number;
  kind: PictureKind;
}

export interface MediaPool {
  /** 1 for full-size files; tests use a smaller scale to keep generation fast. */
  scale: number;
  pictures: PictureMode;
  images: PoolImage[];
  portraits: PoolImage[];
  landscapes: PoolImage[];
  homeSlides: { desktop: PoolImage; mobile: PoolImage }[];
  aboutSlides: { desktop: PoolImage; mobile: PoolImage }[];
  menuSlides: { desktop: PoolImage; mobile: PoolImage }[];
  formImages: Record<FormSlot, { desktop: PoolImage; mobile: PoolImage }>;
  videoPreviews: PoolImage[];
  cvPages: PoolImage[];
}

/** The home's video slide: committed clips (scripts/make-home-video.sh) copied into storage as they are. */
export const HOME_VIDEO = {
  desktop: 'slides/home-video-desktop.webm',
  mobile: 'slides/home-video-mobile.webm',
} as const;

const PORTRAIT_COUNT = 40;
const LANDSCAPE_COUNT = 16;
const HOME_SLIDE_COUNT = 4;
const ABOUT_SLIDE_COUNT = 10;
const MENU_SLIDE_COUNT = 2;
const PREVIEW_COUNT = 8;
const CV_PAGE_COUNT = 4;

function pad(value: number): string {
  return String(value).padStart(3, '0');
}

export function buildMediaPool(scale = 1, pictures: PictureMode = 'light'): MediaPool {
  // Even dimensions keep JPEG chroma subsampling exact at any scale.
  const size = (width: number, height: number): { width: number; height: number } => ({
    width: Math.max(16, Math.round((width * scale) / 2) * 2),
    height: Math.max(16, Math.round((height * scale) / 2) * 2),
  });
  const images: PoolImage[] = [];
  // Photo pictures have addresses of their own, so no cache (the site's optimizer, a browser) serves a
  // picture of the other mode.
  const image = (name: string, width: number, height: number, kind: PictureKind): PoolImage => {
    const entry = {
      path: pictures === 'light' ? name : `${pictures}/${name}`,
      name,
      ...size(width, height),
      kind,
    };
    images.push(entry);
    return entry;
  };

  // Mostly 2:3 portraits with some 4:5; mostly 3:2 landscapes with some 16:10.
  const portraits = Array.from({ length: PORTRAIT_COUNT }, (_, index) =>
    image(`talents/p-${pad(index + 1)}.jpg`, index % 4 === 3 ? 1440 : 1200, 1800, { type: 'portrait' }),
  );
  const landscapes = Array.from({ length: LANDSCAPE_COUNT }, (_, index) =>
    image(`talents/l-${pad(index + 1)}.jpg`, index % 4 === 3 ? 2560 : 2400, 1600, { type: 'landscape' }),
  );
  const slidePair = (
    name: string,
    mood: 'home' | 'about' | 'menu',
  ): { desktop: PoolImage; mobile: PoolImage } => ({
    desktop: image(`slides/${name}-desktop.jpg`, 2400, 1350, { type: 'slide', mood }),
    mobile: image(`slides/${name}-mobile.jpg`, 1080, 1920, { type: 'slide', mood }),
  });
  const homeSlides = Array.from({ length: HOME_SLIDE_COUNT }, (_, index) =>
    slidePair(`home-${index + 1}`, 'home'),
  );
  const aboutSlides = Array.from({ length: ABOUT_SLIDE_COUNT }, (_, index) =>
    slidePair(`about-${index + 1}`, 'about'),
  );
  const menuSlides = Array.from({ length: MENU_SLIDE_COUNT }, (_, index) =>
    slidePair(`menu-${index + 1}`, 'menu'),
  );
  const formPair = (slot: FormSlot): { desktop: PoolImage; mobile: PoolImage } => ({
    desktop: image(`forms/${slot}-desktop.jpg`, 1200, 1600, { type: 'form', slot }),
    mobile: image(`forms/${slot}-mobile.jpg`, 720, 960, { type: 'form', slot }),
  });
  const formImages = {
    close_up: formPair('close_up'),
    smiling: formPair('smiling'),
    half_body: formPair('half_body'),
    full_body: formPair('full_body'),
  };
  const videoPreviews = Array.from({ length: PREVIEW_COUNT }, (_, index) =>
    image(`videos/preview-${pad(index + 1)}.jpg`, 1280, 720, { type: 'preview' }),
  );
  const cvPages = Array.from({ length: CV_PAGE_COUNT }, (_, index) =>
    image(`docs/cv-${pad(index + 1)}.jpg`, 1240, 1754, { type: 'cv' }),
  );

  return {
    scale,
    pictures,
    images,
    portraits,
    landscapes,
    homeSlides,
    aboutSlides,
    menuSlides,
    formImages,
    videoPreviews,
    cvPages,
  };
}
