'use client';

import { Suspense } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { lazyComponent } from '@/lib/ui/lazy-component';
// The button is in the page's HTML before its code arrives: its look comes with the page's CSS, or a
// slow line shows a bare grey button until the code loaded later brings it.
import './sound-toggle.module.css';

/** The sound button's code, out of the first load of every page that does not show it. */
const LazySoundToggle = lazyComponent(() => import('./sound-toggle').then((module) => module.SoundToggle));

// Home page only, so other pages' first loads lack its code; leaving home unmounts it, stopping the track.
export function HeaderSoundToggle() {
  return usePathname() === '/' ? (
    <Suspense>
      <LazySoundToggle />
    </Suspense>
  ) : null;
}
