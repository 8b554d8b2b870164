'use client';

import { useSearchParams } from 'next/navigation';
import { useAddressFragment } from '@/components/ui/url-state';
import { lazyComponent } from '@/lib/ui/lazy-component';
import { picksInFragment } from './picks/picks-param';
import { SHARE_PARAM } from './share';
import { Wishlist } from './wishlist';

// Only a shared link's view reads one and asks for its talents: the own wishlist's page loads none of it.
// While its code loads, the page's placeholder stays (no boundary of its own), so nothing collapses.
const SharedShortlist = lazyComponent(() =>
  import('./shared-shortlist').then((module) => module.SharedShortlist),
);
const PicksView = lazyComponent(() => import('./picks/picks-view').then((module) => module.PicksView));

export function FavoritesView() {
  const params = useSearchParams();
  const picks = picksInFragment(useAddressFragment());
  const shared = params.get(SHARE_PARAM);
  if (picks !== null) return <PicksView encoded={picks} />;
  return shared === null ? <Wishlist /> : <SharedShortlist encoded={shared} />;
}
