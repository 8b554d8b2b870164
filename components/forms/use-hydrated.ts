import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

// Forms stay disabled until hydrated: react-hook-form writes its defaults over what was typed before, and
// a choice made earlier sends it no change event.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
