'use client';

import { preloadPicture } from '@/lib/ui/preload-picture';
import { FILL, pictureCandidates } from './plain-image';

type ArtPictureProps = {
  mobile: string;
  /** For the screens `desktopMedia` matches. */
  desktop: string;
  desktopMedia: string;
  sizes: string;
  widest?: number;
  alt?: string;
  className?: string;
  preload?: boolean;
};

// A client component, so a server page's payload carries two addresses instead of two long srcsets; not
// getImageProps, whose code weighs on the first load.
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
