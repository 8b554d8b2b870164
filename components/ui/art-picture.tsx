'use client';

import { preloadPicture } from '@/lib/ui/preload-picture';
import { FILL, pictureCandidates } from './plain-image';

type ArtPictureProps = {
  /** The art for narrow (portrait) screens, and for every screen when `desktop` is the same file. */
  mobile: string;
  /** The art for the screens `desktopMedia` matches. */
  desktop: string;
  desktopMedia: string;
  /** How wide the picture is drawn (<img sizes>). */
  sizes: string;
  /** The most device pixels the picture is ever drawn across (PlainImage's `widest`). */
  widest?: number;
  /** Empty for a decorative picture. */
  alt?: string;
  /** On the <img>, which fills its positioned frame. */
  className?: string;
  /** Fetched first, from the page's <head>: the page's largest paint. */
  preload?: boolean;
};

/**
 * A panel picture with art for wide screens and art for the rest (<picture>), filling its frame, with the
 * optimizer's candidates built here (PlainImage's). A client component, so a server page's payload carries
 * its two addresses instead of two srcsets of up to ten long URLs each.
 * Not getImageProps: its code added 2.8–2.9 KB gzip to the first load of home and about.
 */
export function ArtPicture({
  mobile,
  desktop,
  desktopMedia,
  sizes,
  widest,
  alt = '',
  className,
  preload = false,
}: ArtPictureProps) {
  const img = pictureCandidates(mobile, sizes, widest);
  const wide = desktop === mobile ? null : pictureCandidates(desktop, sizes, widest);
  if (preload) {
    // Only the art the screen will show is fetched early: each preload carries its media query.
    if (wide) preloadPicture(wide, desktopMedia);
    preloadPicture(img, wide ? `not all and ${desktopMedia}` : undefined);
  }
  return (
    <picture>
      {wide && <source media={desktopMedia} srcSet={wide.srcSet} sizes={sizes} />}
      <img
        alt={alt}
        {...img}
        className={className}
        loading={preload ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
        decoding="async"
        style={FILL}
      />
    </picture>
  );
}
