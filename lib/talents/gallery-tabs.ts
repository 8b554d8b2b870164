// Apart from profile.ts, so the browser's tabs need none of its code. `doc` (the CV) only under actors.
export const GALLERY_TABS = ['book', 'snap', 'compo', 'shows', 'doc', 'video'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];
