// Apart from profile.ts, which reshapes a whole profile on the server: the profile's tabs (in the browser,
// the address's ?gallery= values) need none of that code.

/** Gallery tabs in display order; `doc` (the CV) only on the actors route. */
export const GALLERY_TABS = ['book', 'snap', 'compo', 'shows', 'doc', 'video'] as const;
export type GalleryTab = (typeof GALLERY_TABS)[number];
