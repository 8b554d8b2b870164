'use client';

import { PlaceSelect, type PlaceSelectProps } from './place-select';
import { useOptionsQuery } from './options-query';

export type FetchedPlaceSelectProps = Omit<PlaceSelectProps, 'options' | 'status' | 'onRetry'> & {
  list: 'states' | 'cities';
  query: string;
};

/** A region's or city's select with its options from `/api/options`, retried on request. */
export function FetchedPlaceSelect({ list, query, ...select }: FetchedPlaceSelectProps) {
  const lists = useOptionsQuery(query);
  return (
    <PlaceSelect
      {...select}
      options={lists.lists?.[list] ?? []}
      status={lists.status}
      onRetry={lists.retry}
    />
  );
}
