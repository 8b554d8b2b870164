'use client';

import { useEffect } from 'react';
import type { OptionLists } from './option-lists';
import { useOptionLists } from './use-option-lists';

/**
 * Asks again for the lists the server could not get from the panel when it rendered the page, and hands
 * them to the form; it draws nothing. Loaded only then, with react-query.
 */
export function MissingOptionLists({
  query,
  onLoaded,
}: {
  query: string;
  onLoaded: (lists: OptionLists) => void;
}) {
  const { lists } = useOptionLists(query);
  useEffect(() => {
    if (lists) onLoaded(lists);
  }, [lists, onLoaded]);
  return null;
}
