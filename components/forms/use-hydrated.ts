import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and until React has taken over the page, true after. A form stays
 * disabled until then: what a visitor typed or chose before would be lost (react-hook-form writes its
 * defaults into the fields when it takes them over, and no change event reaches it for a choice made
 * earlier, so a country chosen then would never load its regions).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
