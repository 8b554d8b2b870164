'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './office-map.module.css';

// @react-google-maps/api loads with the map, when it comes near the screen, not with the contact page.
const LoadedMap = dynamic(() => import('./google-map').then((module) => module.GoogleOfficeMap), {
  ssr: false,
});

type GoogleAuthWindow = Window & { gm_authFailure?: () => void };

type OfficeMapProps = { apiKey: string; label: string; markerTitle: string };

/**
 * The office on a Google Map. The Maps script loads only when the map comes near the screen; if it
 * fails (network, a refused key) the map goes away and the address card around it stays: never a
 * broken map.
 */
export function OfficeMap({ apiKey, label, markerTitle }: OfficeMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // Google calls this global when it refuses the key (wrong key, billing, referrer not allowed).
    const authWindow = window as GoogleAuthWindow;
    authWindow.gm_authFailure = fail;
    return () => {
      delete authWindow.gm_authFailure;
    };
  }, [fail]);

  if (failed) return null;
  return (
    <div ref={frameRef} className={styles.frame} role="region" aria-label={label}>
      {near && <LoadedMap apiKey={apiKey} markerTitle={markerTitle} onError={fail} />}
    </div>
  );
}
