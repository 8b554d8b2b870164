'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SoundOffIcon, SoundOnIcon } from '@/components/ui/icons';
import styles from './sound-toggle.module.css';

const AMBIENT_TRACK = '/audio/ambient-loop.mp3';

/** The browser refused to play before a gesture (as opposed to a play() interrupted by pause()). */
const isAutoplayRefusal = (error: unknown) =>
  error instanceof DOMException && error.name === 'NotAllowedError';

type SoundToggleProps = {
  className?: string;
  /** Blocked before any gesture, the track starts on the visitor's next click instead, with no message. */
  autoplay?: boolean;
};

export function SoundToggle({ className, autoplay = false }: SoundToggleProps) {
  const t = useTranslations('Sound');
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const pathname = usePathname();

  const track = useCallback(() => {
    if (!audioRef.current) {
      const audio = new Audio(AMBIENT_TRACK);
      audio.loop = true;
      audio.addEventListener('play', () => setPlaying(true));
      audio.addEventListener('pause', () => setPlaying(false));
      audioRef.current = audio;
    }
    return audioRef.current;
  }, []);

  // Leaving the page (or unmounting) silences the track; the pause event updates the button.
  useEffect(() => () => audioRef.current?.pause(), [pathname]);

  useEffect(() => {
    if (!autoplay) return;
    let onPage = true;
    // The button's own click decides by itself; any other click is the go-ahead the browser waited for.
    const startOnNextClick = (event: MouseEvent) => {
      if (buttonRef.current?.contains(event.target as Node)) return;
      track()
        .play()
        .catch((error: unknown) => console.warn('Background sound could not start', error));
    };
    const waitForClick = () =>
      document.addEventListener('click', startOnNextClick, { once: true, capture: true });
    // Before a first gesture the track is not even downloaded, so it never competes with the pictures.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) waitForClick();
    else
      track()
        .play()
        .catch((error: unknown) => {
          // Only a browser's refusal waits for a click: an AbortError (leaving, or the sound turned off while
          // loading) must not start it again on the next click.
          if (!onPage || !isAutoplayRefusal(error)) return;
          console.warn('Background sound blocked until the next click', error);
          waitForClick();
        });
    return () => {
      onPage = false;
      document.removeEventListener('click', startOnNextClick, { capture: true });
      audioRef.current?.pause();
    };
  }, [autoplay, track]);

  async function toggle() {
    const audio = track();
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
      ref={buttonRef}
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-label={playing ? t('off') : t('on')}
      onClick={toggle}
    >
      {playing ? <SoundOnIcon /> : <SoundOffIcon />}
    </button>
  );
}
