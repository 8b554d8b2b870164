import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { DEVICE_SIZES, IMAGE_QUALITY, OPTIMIZER_WIDTHS } from '@/lib/ui/image-widths';
import { preloadPicture } from '@/lib/ui/preload-picture';

type PlainImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'style' | 'onError' | 'ref'
> & {
  src: string;
  alt: string;
  /** Its smallest vw share sets the narrowest candidate. */
  sizes: string;
  /** Device pixels; wider candidates are left out of the srcset, which next/image fills up to 3840. */
  widest?: number;
  /** For the page's largest paint. */
  preload?: boolean;
  /** Client components only: shows the alt text if the picture fails, also before hydration. */
  revealAltOnError?: boolean;
} & ({ fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number });

const DEFAULT_WIDEST = 1920;
/** Half a phone at 3× or a quarter of a 2400-pixel screen. */
export const CARD_WIDEST = 1200;

/** Eager in the grid's widest first row; the first two, a phone's first row, are the largest paint. */
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

/** next/image's default loader. */
function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/** next/image's widths for `sizes` up to `widest`; all of them when even the narrowest is wider. */
function candidateWidths(sizes: string, widest: number): number[] {
  const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]));
  const narrowest = shares.length > 0 ? Math.min(...DEVICE_SIZES) * (Math.min(...shares) * 0.01) : 0;
  const offered = OPTIMIZER_WIDTHS.filter((width) => width >= narrowest);
  const kept = offered.filter((width) => width <= widest);
  return kept.length > 0 ? kept : offered;
}

function revealAlt(img: HTMLImageElement): void {
  img.style.removeProperty('color');
}

export function pictureCandidates(src: string, sizes: string, widest = DEFAULT_WIDEST) {
  const widths = candidateWidths(sizes, widest);
  return {
    src: optimizedUrl(src, widths[widths.length - 1]!),
    srcSet: widths.map((width) => `${optimizedUrl(src, width)} ${width}w`).join(', '),
    sizes,
  };
}

// next/image's <img> without its client code (tests/unit/plain-image.test.tsx holds the two alike).
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
