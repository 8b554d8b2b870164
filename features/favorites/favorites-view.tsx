'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/ui/lazy-component';
import { SHARE_PARAM } from './share';
import { Wishlist } from './wishlist';

// Only a shared link's view reads one (with zod): the own wishlist's page loads none of it.
const SharedShortlist = lazyComponent(() =>
  import('./shared-shortlist').then((module) => module.SharedShortlist),
);

/** The favorites page's client island: a shared shortlist when the link carries one, else the own wishlist. */
export function FavoritesView({ storageUrl }: { storageUrl: string }) {
  const shared = useSearchParams().get(SHARE_PARAM);
  return shared === null ? (
    <Wishlist storageUrl={storageUrl} />
  ) : (
    <Suspense>
      <SharedShortlist encoded={shared} storageUrl={storageUrl} />
    </Suspense>
  );
}
