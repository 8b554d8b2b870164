import { getImageProps, type ImageProps } from 'next/image';
import { preloadPicture } from '@/lib/ui/preload-picture';

type PlainImageProps = Omit<ImageProps, 'onError' | 'ref'> & {
  /**
   * For a picture whose alt text means something (client components only): the text shows if the picture
   * fails to load, as next/image's component does, also when it failed before hydration.
   */
  revealAltOnError?: boolean;
};

/** next/image keeps an <img>'s alt text transparent while it loads; a failed picture shows it. */
function revealAlt(img: HTMLImageElement): void {
  img.style.removeProperty('color');
}

/**
 * next/image's <img> (its loader, candidates and sizing) without its client component, which weighs
 * 2–5 KB gzip on every page whose client islands show pictures (slide-pictures.ts does the same on the
 * server). `preload` fetches the picture from the page's <head>, as next/image does.
 */
export function PlainImage({ revealAltOnError, ...props }: PlainImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) preloadPicture(img);
  const reveal = revealAltOnError && {
    onError: (event: { currentTarget: HTMLImageElement }) => revealAlt(event.currentTarget),
    ref: (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0) revealAlt(element);
    },
  };
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's own attributes, alt included
  return <img {...img} {...reveal} />;
}
