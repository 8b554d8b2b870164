import type { Slide } from '@/lib/content/types';
import { SlideCarouselIsland, type SlideCarouselProps } from './slide-carousel-island';
import { slidePictures } from './slide-pictures';

export type { CarouselLabels } from './slide-carousel-island';

/**
 * The slider of panel slides (slide-carousel-island.tsx), its pictures' candidates worked out here on
 * the server (slide-pictures.ts).
 */
export function SlideCarousel({
  slides,
  sizes,
  ...island
}: SlideCarouselProps<Slide> & {
  /** The slides' `sizes` for the browser's choice of image width. */
  sizes: string;
}) {
  return <SlideCarouselIsland {...island} slides={slidePictures(slides, sizes)} />;
}
