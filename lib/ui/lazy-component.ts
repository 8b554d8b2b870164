import { lazy, useEffect, type ComponentType } from 'react';
import { whenIdle } from './idle';

/**
 * A component whose code loads apart from the page's (React.lazy: render it in a Suspense boundary),
 * from a module that exports it by name. `preload` starts that load before it is first drawn.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: () => void load() },
  );
}

/** Starts a load once the page is idle, so the visitor's first use never waits for it. */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => whenIdle(preload), [preload]);
}
