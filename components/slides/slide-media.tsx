import { ArtPicture } from '@/components/ui/art-picture';
import type { Slide } from '@/lib/content/types';

/** A slide as the browser gets it: its two files (the panel's description stays on the server). */
export type SlidePicture = Pick<Slide, 'id' | 'isVideo' | 'desktop' | 'mobile'>;

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
  /** How wide the slides are drawn (<img sizes>). */
  sizes: string;
  /** Fetch this slide first, from the page's <head> (the page's largest paint). */
  preload: boolean;
};

/**
 * One panel slide filling its frame: a <picture> choosing the desktop or the mobile art by the screen,
 * or for mp4/webm/ogg files a muted inline looping video (loaded and started by the carousel, which
 * knows whether the slide is showing and whether motion is welcome). Rendered by the carousel, a client
 * component: the preloads of a client component's server render reach the HTML's <head> (those of server
 * components did not, with Next 16.4).
 */
export function SlideMedia({ picture, desktopMedia = DESKTOP_MEDIA, sizes, preload }: SlideMediaProps) {
  if (picture.isVideo) {
    return (
      // A video loads with the page only as its first paint; the carousel loads any other once it shows.
      <video muted loop playsInline preload={preload ? 'auto' : 'none'} aria-hidden="true">
        <source src={picture.desktop} media={desktopMedia} type={videoType(picture.desktop)} />
        <source src={picture.mobile} type={videoType(picture.mobile)} />
      </video>
    );
  }

  // A slide may span a whole 4K screen: every width the optimizer makes is a candidate, as next/image's.
  return (
    <ArtPicture
      mobile={picture.mobile}
      desktop={picture.desktop}
      desktopMedia={desktopMedia}
      sizes={sizes}
      widest={Number.POSITIVE_INFINITY}
      preload={preload}
    />
  );
}
