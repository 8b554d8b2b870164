import type { Slide } from '@/lib/content/types';
import { SlideCarouselIsland, type SlideCarouselProps } from './slide-carousel-island';

export type { CarouselLabels } from './slide-carousel-island';

/** The slider of panel slides (slide-carousel-island.tsx), given the slides' files alone. */
export function SlideCarousel({ slides, ...island }: SlideCarouselProps<Slide>) {
  const pictures = slides.map(({ id, isVideo, desktop, mobile }) => ({ id, isVideo, desktop, mobile }));
  return <SlideCarouselIsland {...island} slides={pictures} />;
}
