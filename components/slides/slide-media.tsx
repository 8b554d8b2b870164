import { preloadPicture } from '@/lib/ui/preload-picture';
import type { SlidePicture } from './slide-pictures';

/** Landscape screens get the desktop art, portrait ones the mobile art: the frame is the screen's shape. */
const DESKTOP_MEDIA = '(orientation: landscape)';

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' };

function videoType(url: string): string | undefined {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(url)?.[1]?.toLowerCase();
  return extension ? VIDEO_TYPES[extension] : undefined;
}

type SlideMediaProps = {
  picture: SlidePicture;
  desktopMedia?: string;
  /** Fetch this slide first, from the page's <head> (the page's largest paint). */
  preload: boolean;
};

/**
 * One panel slide filling its frame: a <picture> choosing the desktop or the mobile art by the screen,
 * or for mp4/webm/ogg files a muted inline looping video (started by the carousel, which knows whether
 * the slide is showing and whether motion is welcome). Rendered by the carousel, a client component: the
 * preloads of a client component's server render reach the HTML's <head> (those of server components
 * did not, with Next 16.4).
 */
export function SlideMedia({ picture, desktopMedia = DESKTOP_MEDIA, preload }: SlideMediaProps) {
  if (picture.isVideo) {
    return (
      <video muted loop playsInline preload={preload ? 'auto' : 'metadata'} aria-hidden="true">
        <source src={picture.desktop} media={desktopMedia} type={videoType(picture.desktop)} />
        <source src={picture.mobile} type={videoType(picture.mobile)} />
      </video>
    );
  }

  const { img, desktop } = picture;
  if (preload) {
    // Only the art the screen will show is fetched early: each preload carries its media query.
    if (desktop) preloadPicture({ ...desktop, sizes: img.sizes }, desktopMedia);
    preloadPicture(img, desktop ? `not all and ${desktopMedia}` : undefined);
  }
  return (
    <picture>
      {desktop && <source media={desktopMedia} srcSet={desktop.srcSet} sizes={img.sizes} />}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- decorative: alt="" comes from getImageProps */}
      <img {...img} loading={preload ? 'eager' : 'lazy'} fetchPriority={preload ? 'high' : undefined} />
    </picture>
  );
}
