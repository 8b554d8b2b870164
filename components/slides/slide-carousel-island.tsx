'use client';

import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { SlideMedia, type SlidePicture } from './slide-media';
import { usePrefersReducedMotion } from '@/components/ui/motion';
import { afterPictureLoads, whenIdle } from '@/lib/ui/idle';
import styles from './slide-carousel.module.css';

type SlideSwiperModule = typeof import('./slide-swiper');

export type CarouselLabels = { carousel: string; pause: string; play: string };
type GalleryLabels = CarouselLabels & { previous: string; next: string };

export type SlideCarouselProps<S> = {
  slides: S[];
  /** When the desktop art shows; by default on landscape screens. */
  desktopMedia?: string;
  sizes: string;
  preloadFirst?: boolean;
  className?: string;
} & (
  | /** Slides cross-fade on their own (home, about), looping only when there are several. */
    { variant: 'show'; labels: CarouselLabels }
  | { variant: 'gallery'; labels: GalleryLabels }
);

/** Not every browser tells. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** A video never shown is never downloaded. */
function syncVideos(swiper: SwiperInstance, allowMotion: boolean) {
  swiper.slides.forEach((slide, index) => {
    const video = slide.querySelector('video');
    if (!video) return;
    if (index !== swiper.activeIndex) {
      video.pause();
    } else if (allowMotion && !savesData()) {
      video.muted = true;
      video.play().catch(() => {
        // A browser may refuse even muted playback (data saver): the first frame stays.
      });
    } else if (video.preload === 'none') {
      video.preload = 'metadata';
      video.load();
    }
  });
}

/** The pause / play button's choice wins over the reduced-motion preference. */
export function SlideCarouselIsland(props: SlideCarouselProps<SlidePicture>) {
  const { slides, desktopMedia, sizes, preloadFirst = false, variant, labels, className } = props;
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [visible, setVisible] = useState(false);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  // Swiper's module once loaded. Not React.lazy: its Suspense would blank the frame while loading.
  const [swiperModule, setSwiperModule] = useState<SlideSwiperModule | null>(null);

  const several = slides.length > 1;
  const autoplays = variant === 'show' && several;
  const hasMotion = autoplays || slides.some((slide) => slide.isVideo);
  const motionOn = hasMotion && (choice ? choice === 'play' : !reducedMotion);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false));
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  const wantsSwiper = (several || hasMotion) && visible;
  useEffect(() => {
    if (!wantsSwiper || swiperModule) return;
    let cancelled = false;
    let cancelLoad = () => {};
    // Swiper puts new elements in place of the server's slides, and its code shares the link: it waits
    // until the first slide's picture is in, so that picture paints once, as early as the markup allows.
    const cancelWait = afterPictureLoads(rootRef.current?.querySelector('img'), () => {
      cancelLoad = whenIdle(
        () =>
          void import('./slide-swiper').then((module) => {
            if (!cancelled) setSwiperModule(module);
          }),
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
      cancelLoad();
    };
  }, [wantsSwiper, swiperModule]);

  useEffect(() => {
    if (!swiper || !autoplays) return;
    if (motionOn && visible) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, autoplays, motionOn, visible]);

  useEffect(() => {
    if (swiper) syncVideos(swiper, motionOn && visible);
  }, [swiper, motionOn, visible, activeIndex]);

  const show = variant === 'show';
  return (
    <section
      ref={rootRef}
      className={`${styles.carousel} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
    >
      {swiperModule ? (
        <swiperModule.default
          slides={slides}
          desktopMedia={desktopMedia}
          sizes={sizes}
          preloadFirst={preloadFirst}
          show={show}
          reducedMotion={reducedMotion}
          onSwiper={setSwiper}
          onSlideChange={(instance) => setActiveIndex(instance.activeIndex)}
        />
      ) : (
        // Plain markup until then: the largest paint needs no script, and nothing moves when Swiper arrives.
        <div className={`${styles.swiper} ${styles.still}`}>
          {slides.map((slide, index) => (
            <div key={slide.id} className={`swiper-slide ${styles.slide}`} hidden={index > 0}>
              <SlideMedia
                picture={slide}
                desktopMedia={desktopMedia}
                sizes={sizes}
                preload={preloadFirst && index === 0}
              />
            </div>
          ))}
        </div>
      )}

      {props.variant === 'gallery' && several && (
        <div className={styles.steps}>
          <button
            type="button"
            className={styles.step}
            aria-label={props.labels.previous}
            disabled={activeIndex === 0}
            onClick={() => swiper?.slidePrev()}
          >
            <ChevronLeftIcon />
          </button>
          <span className={styles.counter} aria-hidden="true">
            {activeIndex + 1} / {slides.length}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label={props.labels.next}
            disabled={activeIndex === slides.length - 1}
            onClick={() => swiper?.slideNext()}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}

      {hasMotion && (
        <button
          type="button"
          className={styles.motion}
          aria-label={motionOn ? labels.pause : labels.play}
          onClick={() => setChoice(motionOn ? 'pause' : 'play')}
        >
          {motionOn ? <PauseIcon width={20} height={20} /> : <PlayIcon width={20} height={20} />}
        </button>
      )}
    </section>
  );
}
