import { useCallback, useEffect, useRef } from 'react';

/** How long the form has been on screen, in ms, for the time trap (see bot-traps.ts). */
export function useFillTimer(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return useCallback(
    () => (shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current)),
    [],
  );
}
