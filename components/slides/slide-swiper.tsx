'use client';

import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { SlideMedia, type SlidePicture } from './slide-media';
import styles from './slide-carousel.module.css';

const SHOW_DELAY_MS = 2500;
const SHOW_SPEED_MS = 2500;
const GALLERY_SPEED_MS = 1000;

export type SlideSwiperProps = {
  slides: SlidePicture[];
  desktopMedia?: string;
  sizes: string;
  preloadFirst: boolean;
  /** Cross-fading slides that move on their own, rather than a gallery moved by hand. */
  show: boolean;
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (swiper: SwiperInstance) => void;
};

/** Loaded by the carousel once on screen and idle, so swiper's code stays out of every first load. */
export default function SlideSwiper({
  slides,
  desktopMedia,
  sizes,
  preloadFirst,
  show,
  reducedMotion,
  onSwiper,
  onSlideChange,
}: SlideSwiperProps) {
  const several = slides.length > 1;
  const autoplays = show && several;
  return (
    <Swiper
      className={styles.swiper}
      modules={show ? [A11y, Autoplay, EffectFade] : [A11y]}
      effect={show ? 'fade' : 'slide'}
      fadeEffect={{ crossFade: true }}
      speed={reducedMotion ? 0 : show ? SHOW_SPEED_MS : GALLERY_SPEED_MS}
      rewind={autoplays}
      autoplay={autoplays ? { delay: SHOW_DELAY_MS, disableOnInteraction: false } : false}
      allowTouchMove={several}
      // A slider on a hidden about page measures itself again when its page shows.
      observer
      observeParents
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id} className={styles.slide}>
          <SlideMedia
            picture={slide}
            desktopMedia={desktopMedia}
            sizes={sizes}
            preload={preloadFirst && index === 0}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
