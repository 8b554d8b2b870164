'use client';

import { useEffect } from 'react';
import { startFavoritesSync } from './store';
import { Toaster } from './toaster';

/** Mounted once by the layout: loads the wishlist, follows other tabs, shows its messages. */
export function FavoritesRuntime() {
  useEffect(() => startFavoritesSync(), []);
  return <Toaster />;
}
