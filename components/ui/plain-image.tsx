import { getImageProps, type ImageProps } from 'next/image';
import { preloadPicture } from '@/lib/ui/preload-picture';

/**
 * next/image's <img> (its loader, candidates and sizing) without its client component, which weighs
 * 4–5 KB gzip on every page whose client islands show pictures (slide-pictures.ts does the same on the
 * server). `preload` fetches the picture from the page's <head>, as next/image does. For decorative
 * pictures (alt=""): next/image's component also reveals the alt text of a picture that fails to load.
 */
export function PlainImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  if (props.preload) preloadPicture(img);
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- next/image's own attributes, alt included
  return <img {...img} />;
}
