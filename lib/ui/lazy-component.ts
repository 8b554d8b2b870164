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

/**
 * A value whose code loads apart from the page (a library, a module's export). `load` starts the load
 * once and every caller shares it; a failed load (a network drop, a new release) is forgotten, so the next
 * call tries again. `loaded` gives the value synchronously once it is there.
 */
export function lazyValue<T>(loadValue: () => Promise<T>) {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: (): Promise<T> =>
      (loading ??= loadValue().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: (): T | undefined => value,
  };
}
