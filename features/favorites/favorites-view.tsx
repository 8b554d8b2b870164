'use client';

import { useSearchParams } from 'next/navigation';
import { SHARE_PARAM } from './share';
import { SharedShortlist } from './shared-shortlist';
import { Wishlist } from './wishlist';

/** The favorites page's client island: a shared shortlist when the link carries one, else the own wishlist. */
export function FavoritesView({ storageUrl }: { storageUrl: string }) {
  const shared = useSearchParams().get(SHARE_PARAM);
  return shared === null ? (
    <Wishlist storageUrl={storageUrl} />
  ) : (
    <SharedShortlist encoded={shared} storageUrl={storageUrl} />
  );
}
