'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useLoadingStore } from '@/lib/ui/loading-store';

/** Navigations quicker than this show no bar at all (a 200 ms throttle). */
const PROGRESS_THROTTLE_MS = 200;
/** Slower navigations also dim the page under the loading overlay. */
const OVERLAY_AFTER_MS = 1000;

NProgress.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });

/** The internal page a click is about to open, or null when the click stays on this page or leaves the site. */
function navigationTarget(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download')
  ) {
    return null;
  }
  const url = new URL(anchor.href, window.location.href);
  const here = new URL(window.location.href);
  if (url.origin !== here.origin || (url.pathname === here.pathname && url.search === here.search))
    return null;
  return url;
}

/**
 * The top progress bar and the page's fade-out while a route change is under way. The fade-in half
 * of the out-in transition is the page template's.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const onClick = (event: MouseEvent) => {
      const target = navigationTarget(event);
      if (!target) return;
      if (target.pathname !== window.location.pathname) {
        document.documentElement.dataset.leaving = '';
        document.documentElement.dataset.navigated = '';
      }
      timers.push(setTimeout(() => NProgress.start(), PROGRESS_THROTTLE_MS));
      timers.push(setTimeout(() => useLoadingStore.setState({ navigating: true }), OVERLAY_AFTER_MS));
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      timers.forEach(clearTimeout);
      NProgress.done();
      useLoadingStore.setState({ navigating: false });
      delete document.documentElement.dataset.leaving;
    };
  }, [pathname, searchParams]);

  return null;
}
