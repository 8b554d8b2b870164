'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/ui/motion';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '@/components/ui/icons';
import type { VideoItem } from '@/lib/content/types';
import styles from './video-gallery.module.css';

const SLIDE_SPEED_MS = 1000;
const SLIDER_BREAKPOINTS = { 1024: { slidesPerView: 6 } };
const THUMB_GAP_PX = 8;

/** The provider's player for a video, autoplaying because the visitor has just pressed play. */
function embedUrl(video: VideoItem): string {
  if (video.provider === 'youtube') {
    // The no-cookie host sets no tracking cookies until the visitor plays.
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`;
  }
  const query = new URLSearchParams();
  // Unlisted Vimeo videos only play with their privacy hash.
  if (video.hash) query.set('h', video.hash);
  query.set('autoplay', '1');
  return `https://player.vimeo.com/video/${encodeURIComponent(video.videoId)}?${query}`;
}

type VideoGalleryProps = { videos: VideoItem[]; talentName: string };

// A facade (our preview, a play button) until the visitor presses play: nothing reaches YouTube or Vimeo.
export function VideoGallery({ videos, talentName }: VideoGalleryProps) {
  const t = useTranslations('Profile.videoGallery');
  const [selectedId, setSelectedId] = useState(videos[0]?.id);
  const [playing, setPlaying] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Keyboard and screen-reader users land in the player they asked for, not back at the top of the page.
  const focusPlayer = useCallback((frame: HTMLIFrameElement | null) => frame?.focus(), []);

  const selectedIndex = Math.max(
    0,
    videos.findIndex((video) => video.id === selectedId),
  );
  const selected = videos[selectedIndex];
  if (!selected) return null;
  const number = selectedIndex + 1;

  const select = (video: VideoItem) => {
    if (video.id === selected.id) return;
    setSelectedId(video.id);
    setPlaying(false);
  };

  return (
    <div className={styles.gallery}>
      <div className={styles.stage}>
        {playing ? (
          <iframe
            ref={focusPlayer}
            className={styles.player}
            src={embedUrl(selected)}
            title={t('player', { number, name: talentName })}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className={styles.facade}
            aria-label={t('play', { number, name: talentName })}
            onClick={() => setPlaying(true)}
          >
            {selected.preview && (
              <Image
                src={selected.preview}
                alt=""
                fill
                sizes="(min-width: 1024px) 70vw, 100vw"
                className={styles.cover}
              />
            )}
            <span className={styles.playBadge}>
              <PlayIcon width={36} height={36} />
            </span>
          </button>
        )}
      </div>

      {videos.length > 1 && (
        <div className={styles.thumbs} role="group" aria-label={t('list', { name: talentName })}>
          {/*
            Arrows are enabled at every width; Swiper's watchOverflow hides them (swiper-button-lock)
            whenever every thumbnail is already in view, so they show on small screens once the videos
            outnumber the 2 slots, and on large screens only past 6.
          */}
          <Swiper
            className={styles.slider}
            modules={[Navigation, A11y]}
            slidesPerView={2}
            spaceBetween={THUMB_GAP_PX}
            breakpoints={SLIDER_BREAKPOINTS}
            speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
            // A11y slides a thumbnail into view when it gets keyboard focus; it needs to know what is visible.
            watchSlidesProgress
            navigation={{ prevEl: `.${styles.previous}`, nextEl: `.${styles.next}` }}
            a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next') }}
          >
            <button
              slot="container-start"
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('previous')}
            >
              <ChevronLeftIcon />
            </button>
            {videos.map((video, index) => (
              <SwiperSlide key={video.id} className={styles.slide}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-label={t('select', { number: index + 1 })}
                  aria-pressed={video.id === selected.id}
                  onClick={() => select(video)}
                >
                  {video.preview && (
                    <Image
                      src={video.preview}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 16vw, 50vw"
                      className={styles.cover}
                    />
                  )}
                  <PlayIcon className={styles.thumbIcon} />
                </button>
              </SwiperSlide>
            ))}
            <button
              slot="container-end"
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('next')}
            >
              <ChevronRightIcon />
            </button>
          </Swiper>
        </div>
      )}
    </div>
  );
}
