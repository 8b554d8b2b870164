'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { lazyValue, usePreloadWhenIdle } from '@/lib/ui/lazy-component';
import { useLoadingStore } from '@/lib/ui/loading-store';
import { addressShown, isBusy, useProgressStore, type ProgressState } from '@/lib/ui/progress';

/** Waits shorter than this show no bar at all. */
export const PROGRESS_THROTTLE_MS = 200;
/** Slower route changes also dim the page under the loading overlay. */
const OVERLAY_AFTER_MS = 1000;

/** nprogress: its code loads when the page is idle, off every page's first load. */
const progressBar = lazyValue(() =>
  import('nprogress').then(({ default: bar }) => {
    bar.configure({ showSpinner: false, trickleSpeed: 200, minimum: 0.1 });
    return bar;
  }),
);

/** Loads the bar's code once (again after a failed load). */
export const loadProgressBar = progressBar.load;

const preloadProgressBar = () => void loadProgressBar();

const pathOf = (address: string) => address.split('?')[0];

/** Starts the bar if the wait is still on once its code is here (at once after the first load). */
function startBar(): void {
  const bar = progressBar.loaded();
  if (bar) bar.start();
  else void loadProgressBar().then((loaded) => isBusy(useProgressStore.getState()) && loaded.start());
}

const IDLE: ProgressState = { shown: null, navigatingTo: null, queries: 0, tracked: 0 };

// Outside React's rendering: a render caused inside Next's route transition would wait for the next page.
function followProgress(): () => void {
  let barTimer: ReturnType<typeof setTimeout> | undefined;
  let overlayTimer: ReturnType<typeof setTimeout> | undefined;
  const root = document.documentElement;

  const follow = (state: ProgressState, previous: ProgressState) => {
    if (isBusy(state) !== isBusy(previous)) {
      clearTimeout(barTimer);
      if (isBusy(state)) barTimer = setTimeout(startBar, PROGRESS_THROTTLE_MS);
      else progressBar.loaded()?.done();
    }
    if (state.navigatingTo === previous.navigatingTo) return;
    clearTimeout(overlayTimer);
    if (state.navigatingTo === null) {
      useLoadingStore.setState({ navigating: false });
      delete root.dataset.leaving;
      return;
    }
    // Another page fades out; a new query of this page (a filter, Back within a list) stays.
    const shown = state.shown ?? window.location.pathname;
    if (pathOf(state.navigatingTo) !== pathOf(shown)) {
      root.dataset.leaving = '';
      root.dataset.navigated = '';
    }
    overlayTimer = setTimeout(() => useLoadingStore.setState({ navigating: true }), OVERLAY_AFTER_MS);
  };

  const unsubscribe = useProgressStore.subscribe(follow);
  // Mounted in the middle of a wait (a fetch still under way): the wait goes on.
  follow(useProgressStore.getState(), IDLE);
  // Unmounted when the page's language changes (a new layout mounts): nothing of this one stays.
  return () => {
    unsubscribe();
    clearTimeout(barTimer);
    clearTimeout(overlayTimer);
    progressBar.loaded()?.done();
    useLoadingStore.setState({ navigating: false });
    delete root.dataset.leaving;
  };
}

/** Tells the progress store which address is on screen: a route change (if any) is over. */
function AddressShown() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    addressShown(query ? `${pathname}?${query}` : pathname);
  }, [pathname, query]);
  return null;
}

// Its own Suspense boundary: a change of query can suspend it, and the bar must not start over then.
export function NavigationProgress() {
  usePreloadWhenIdle(preloadProgressBar);
  useEffect(followProgress, []);
  return (
    <Suspense>
      <AddressShown />
    </Suspense>
  );
}
