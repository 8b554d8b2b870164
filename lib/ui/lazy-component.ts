import { lazy, useEffect, type ComponentType } from 'react';
import { whenIdle } from './idle';

/** React.lazy for a named export: render it in a Suspense boundary. */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: () => void load() },
  );
}

export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => whenIdle(preload), [preload]);
}

/** A failed load (a network drop, a new release) is forgotten, so the next call tries again. */
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
