'use client';

import { Suspense } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { lazyComponent } from '@/lib/ui/lazy-component';
// The button is in the page's HTML before its code arrives: its look comes with the page's CSS, or a
// slow line shows a bare grey button until the code loaded later brings it.
import './sound-toggle.module.css';

/** The sound button's code, out of the first load of every page that does not show it. */
const LazySoundToggle = lazyComponent(() => import('./sound-toggle').then((module) => module.SoundToggle));

/**
 * The header's sound button, rendered on the home page only (the header is every page's): elsewhere it
 * would be hidden, yet its code would still be in each page's first load. Leaving home unmounts it, which
 * stops the track.
 */
export function HeaderSoundToggle() {
  return usePathname() === '/' ? (
    <Suspense>
      <LazySoundToggle />
    </Suspense>
  ) : null;
}
