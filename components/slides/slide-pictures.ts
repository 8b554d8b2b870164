import { getImageProps } from 'next/image';
import type { Slide } from '@/lib/content/types';

type ImgProps = ReturnType<typeof getImageProps>['props'];

/**
 * A slide as the browser draws it: a video's two files, or an image's <img> attributes from next/image's
 * loader. They are worked out on the server, so next/image's client component (4–5 KB gzip) stays out of
 * the pages whose only images are slides.
 */
export type SlidePicture =
  | { id: number; isVideo: true; desktop: string; mobile: string }
  | {
      id: number;
      isVideo: false;
      /** The mobile art's <img>, filling its frame. */
      img: ImgProps;
      /** The desktop art's candidates, when it is not the mobile art. */
      desktop: Pick<ImgProps, 'src' | 'srcSet'> | null;
    };

export function slidePictures(slides: Slide[], sizes: string): SlidePicture[] {
  const imageOf = (src: string) => getImageProps({ alt: '', fill: true, sizes, src }).props;
  return slides.map(({ id, isVideo, desktop, mobile }) => {
    if (isVideo) return { id, isVideo, desktop, mobile };
    const img = imageOf(mobile);
    if (desktop === mobile) return { id, isVideo, img, desktop: null };
    const { src, srcSet } = imageOf(desktop);
    return { id, isVideo, img, desktop: { src, srcSet } };
  });
}
