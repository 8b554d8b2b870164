import { ArtPicture } from '@/components/ui/art-picture';
import type { Slide } from '@/lib/content/types';

/** The panel's description stays on the server. */
export type SlidePicture = Pick<Slide, 'id' | 'isVideo' | 'desktop' | 'mobile'>;

/** The frame is the screen's shape. */
const DESKTOP_MEDIA = '(orientation: landscape)';

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' };

function videoType(url: string): string | undefined {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(url)?.[1]?.toLowerCase();
  return extension ? VIDEO_TYPES[extension] : undefined;
}

type SlideMediaProps = {
  picture: SlidePicture;
  desktopMedia?: string;
  sizes: string;
  preload: boolean;
};

// Rendered by the carousel, a client component: Next puts only a client component's preloads in <head>.
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

  // A slide may span a whole 4K screen: every optimizer width is a candidate.
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
