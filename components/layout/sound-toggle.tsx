'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { SoundOffIcon, SoundOnIcon } from '@/components/ui/icons';
import styles from './sound-toggle.module.css';

export const AMBIENT_TRACK = '/audio/ambient-loop.mp3';

/** Background music for the home page: silent until the visitor asks, paused when they leave the page. */
export function SoundToggle({ className }: { className?: string }) {
  const t = useTranslations('Sound');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const pathname = usePathname();

  // Leaving the page (or unmounting) silences the track; the pause event updates the button.
  useEffect(() => () => audioRef.current?.pause(), [pathname]);

  function createAudio(): HTMLAudioElement {
    const audio = new Audio(AMBIENT_TRACK);
    audio.loop = true;
    audio.addEventListener('play', () => setPlaying(true));
    audio.addEventListener('pause', () => setPlaying(false));
    return audio;
  }

  async function toggle() {
    const audio = (audioRef.current ??= createAudio());
    if (!audio.paused) {
      audio.pause();
      return;
    }
    try {
      await audio.play();
    } catch (error) {
      console.warn('Background sound could not start', error);
    }
  }

  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-label={playing ? t('off') : t('on')}
      onClick={toggle}
    >
      {playing ? <SoundOnIcon /> : <SoundOffIcon />}
    </button>
  );
}
