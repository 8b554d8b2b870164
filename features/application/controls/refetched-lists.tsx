'use client';

import { useEffect } from 'react';
import type { OptionLists } from '../model/options-answer';
import { useOptionsQuery } from './options-query';

/** Asks again for the lists the page was rendered without and hands them to the form; draws nothing. */
export function RefetchedLists({
  query,
  onLoaded,
}: {
  query: string;
  onLoaded: (lists: OptionLists) => void;
}) {
  const { lists } = useOptionsQuery(query);
  useEffect(() => {
    if (lists) onLoaded(lists);
  }, [lists, onLoaded]);
  return null;
}
