'use client';

import { PlaceSelect, type PlaceSelectProps } from './place-select';
import { useOptionLists } from './use-option-lists';

export type ListedPlaceSelectProps = Omit<PlaceSelectProps, 'options' | 'status' | 'onRetry'> & {
  list: 'states' | 'cities';
  query: string;
};

/** A region's or city's select with its options from `/api/options`, retried on request. */
export function ListedPlaceSelect({ list, query, ...select }: ListedPlaceSelectProps) {
  const lists = useOptionLists(query);
  return (
    <PlaceSelect
      {...select}
      options={lists.lists?.[list] ?? []}
      status={lists.status}
      onRetry={lists.retry}
    />
  );
}
