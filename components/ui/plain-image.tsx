import { getImageProps, type ImageProps } from 'next/image';
import { preloadPicture } from '@/lib/ui/preload-picture';

type PlainImageProps = Omit<ImageProps, 'onError' | 'ref'> & {
  /**
   * The most device pixels the picture is ever drawn across (default 1920: none of these pictures spans a
   * wide screen). Wider candidates are left out of its srcset: next/image offers every width up to 3840,
   * ten long URLs per picture that a list's HTML carried twenty times.
   */
  widest?: number;
  /**
   * For a picture whose alt text means something (client components only): the text shows if the picture
   * fails to load, as next/image's component does, also when it failed before hydration.
   */
  revealAltOnError?: boolean;
};

const DEFAULT_WIDEST = 1920;
/** A card in a grid of two columns or more: half a phone at 3× or a quarter of a 2400-pixel screen. */
export const CARD_WIDEST = 1200;

/** next/image's candidates (`url 640w, …`, widest last) up to `widest`, and the widest of them as `src`. */
function upTo(img: ReturnType<typeof getImageProps>['props'], widest: number) {
  if (!img.srcSet) return img;
  const candidates = img.srcSet.split(', ').map((candidate) => candidate.split(' '));
  const kept = candidates.filter(([, width]) => Number(width?.slice(0, -1)) <= widest);
  const [widestUrl] = kept.at(-1) ?? [];
  if (!widestUrl) return img;
  return { ...img, srcSet: kept.map((candidate) => candidate.join(' ')).join(', '), src: widestUrl };
}

/** next/image keeps an <img>'s alt text transparent while it loads; a failed picture shows it. */
function revealAlt(img: HTMLImageElement): void {
  img.style.removeProperty('color');
}

/**
 * next/image's <img> (its loader, candidates and sizing) without its client component, which weighs
 * 2–5 KB gzip on every page whose client islands show pictures (slide-pictures.ts does the same on the
 * server). `preload` fetches the picture from the page's <head>, as next/image does.
 */
export function PlainImage({ revealAltOnError, widest = DEFAULT_WIDEST, ...props }: PlainImageProps) {
  const img = upTo(getImageProps(props).props, widest);
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
