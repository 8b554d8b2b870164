'use client';

import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MapPinIcon } from '@/components/ui/icons';
import buttonStyles from '@/components/ui/button.module.css';
import { lazyComponent } from '@/lib/ui/lazy-component';
import { openStreetMapEmbedUrl } from './office-location';
import styles from './office-map.module.css';

// @react-google-maps/api loads with the map, when the visitor asks for it, not with the contact page.
const LoadedMap = lazyComponent(() => import('./google-map').then((module) => module.GoogleOfficeMap));

type GoogleAuthWindow = Window & { gm_authFailure?: () => void };

type OfficeMapProps = {
  /** A Google Maps key shows Google's map; without one (empty) the map is OpenStreetMap's, keyless. */
  apiKey: string;
  markerTitle: string;
  labels: {
    /** Names the map's region and the map itself. */
    map: string;
    show: string;
    /** Which third party the map comes from, said before the visitor asks for it. */
    notice: string;
  };
};

// No third party is contacted until the visitor asks. If Google's script fails (network, a refused key)
// the map goes away and the address card stays: never a broken map.
export function OfficeMap({ apiKey, markerTitle, labels }: OfficeMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  /** The frame's size when the visitor asked for the map; null until then. */
  const [shown, setShown] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);

  useEffect(() => {
    if (!apiKey) return;
    // Google calls this global when it refuses the key (wrong key, billing, referrer not allowed).
    const authWindow = window as GoogleAuthWindow;
    authWindow.gm_authFailure = fail;
    return () => {
      delete authWindow.gm_authFailure;
    };
  }, [apiKey, fail]);

  // The button the visitor pressed is gone: the focus goes to the map that took its place.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  if (failed) return null;
  return (
    <div
      ref={frameRef}
      className={styles.frame}
      role="region"
      aria-label={labels.map}
      tabIndex={shown ? -1 : undefined}
    >
      {!shown ? (
        <div className={styles.placeholder}>
          <MapPinIcon className={styles.pin} width={32} height={32} />
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.primary}`}
            onClick={() => {
              // The map is boxed for the frame's size (a frame not laid out: a desktop's).
              const frame = frameRef.current?.getBoundingClientRect();
              setShown({ width: frame?.width || 640, height: frame?.height || 480 });
            }}
          >
            {labels.show}
          </button>
          <p className={styles.notice}>{labels.notice}</p>
        </div>
      ) : apiKey ? (
        <Suspense>
          <LoadedMap apiKey={apiKey} markerTitle={markerTitle} onError={fail} />
        </Suspense>
      ) : (
        <iframe
          className={styles.map}
          src={openStreetMapEmbedUrl(shown)}
          title={labels.map}
          // OpenStreetMap's page runs its own map script; its links may open OpenStreetMap in a new tab.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      )}
    </div>
  );
}
