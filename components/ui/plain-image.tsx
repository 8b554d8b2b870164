import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { DEVICE_SIZES, IMAGE_QUALITY, OPTIMIZER_WIDTHS } from '@/lib/ui/image-widths';
import { preloadPicture } from '@/lib/ui/preload-picture';

type PlainImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'style' | 'onError' | 'ref'
> & {
  src: string;
  alt: string;
  /** How wide the picture is drawn (<img sizes>): its smallest vw share sets the narrowest candidate. */
  sizes: string;
  /**
   * The most device pixels the picture is ever drawn across (default 1920: none of these pictures spans a
   * wide screen). Wider candidates are left out of its srcset: next/image offers every width up to 3840,
   * ten long URLs per picture that a list's HTML carried twenty times.
   */
  widest?: number;
  /** Fetched from the page's <head>, first: the page's largest paint. */
  preload?: boolean;
  /**
   * For a picture whose alt text means something (client components only): the text shows if the picture
   * fails to load, as next/image's component does, also when it failed before hydration.
   */
  revealAltOnError?: boolean;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

const DEFAULT_WIDEST = 1920;
/** A card in a grid of two columns or more: half a phone at 3× or a quarter of a 2400-pixel screen. */
export const CARD_WIDEST = 1200;

/**
 * How the picture of a grid's card at `index` loads: at once in the grid's first row (`perRow` cards on its
 * widest layout), lazily below it; the first two, a phone's first row, are the page's largest paint.
 */
export function cardPictureLoading(index: number, perRow: number) {
  return {
    loading: index < perRow ? 'eager' : 'lazy',
    fetchPriority: index < 2 ? 'high' : undefined,
  } as const;
}

// next/image's styles: the alt text stays transparent while the picture loads; `fill` covers the parent.
const SIZED: CSSProperties = { color: 'transparent' };
export const FILL: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  ...SIZED,
};

/** The optimizer's address of `src` resized to `width` (next/image's default loader). */
function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * The widths next/image offers for `sizes` (every optimizer width from the narrowest screen times the
 * smallest vw share up) that are no wider than `widest`; all of them when even the narrowest is wider.
 */
function candidateWidths(sizes: string, widest: number): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const narrowest = shares.length > 0 ? Math.min(...DEVICE_SIZES) * (Math.min(...shares) * 0.01) : 0;
  const offered = OPTIMIZER_WIDTHS.filter((width) => width >= narrowest);
  const kept = offered.filter((width) => width <= widest);
  return kept.length > 0 ? kept : offered;
}

/** next/image keeps an <img>'s alt text transparent while it loads; a failed picture shows it. */
function revealAlt(img: HTMLImageElement): void {
  img.style.removeProperty('color');
}

/** The optimizer's candidates of `src` for a picture drawn `sizes` wide: the <img>'s src, srcSet and sizes. */
export function pictureCandidates(src: string, sizes: string, widest = DEFAULT_WIDEST) {
  const widths = candidateWidths(sizes, widest);
  return {
    src: optimizedUrl(src, widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${optimizedUrl(src, width)} ${width}w`).join(', '),
    sizes,
  };
}

/**
 * The <img> next/image draws for a picture of the panel's (its optimizer's candidates, loading and styles);
 * tests/unit/plain-image.test.tsx holds it to next/image's.
 * Not next/image: its code added 4.6 KB gzip to the first load of the news list, a profile and the lists.
 */
export function PlainImage({
  src,
  sizes,
  fill,
  widest = DEFAULT_WIDEST,
  preload,
  loading,
  revealAltOnError,
  ...img
}: PlainImageProps) {
  const picture = pictureCandidates(src, sizes, widest);
  if (preload) preloadPicture(picture);
  const reveal = revealAltOnError && {
    onError: (event: { currentTarget: HTMLImageElement }) => revealAlt(event.currentTarget),
    ref: (element: HTMLImageElement | null) => {
      if (element?.complete && element.naturalWidth === 0) revealAlt(element);
    },
  };
  return (
    // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt is required by the props; the optimizer's candidates are built above
    <img
      {...img}
      {...picture}
      loading={preload ? loading : (loading ?? 'lazy')}
      decoding="async"
      style={fill ? FILL : SIZED}
      {...reveal}
    />
  );
}
