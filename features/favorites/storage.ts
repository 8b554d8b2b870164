import { persistStorage, type StoredKind } from '@/lib/ui/browser-storage';
import { toFavoritesMap, type FavoritesMap } from './schema';

/** The local storage key of the wishlist, reread when the layout loads. */
export const FAVORITES_STORAGE_KEY = 'favorites';

export type PersistedFavorites = { favorites: FavoritesMap };

const favoritesOf = (map: unknown): PersistedFavorites => ({ favorites: toFavoritesMap(map) });

// Kept until the visitor empties it. A malformed talent is dropped, not the whole list.
const storedFavorites: StoredKind<PersistedFavorites> = {
  version: 1,
  parse: (state) => favoritesOf((state as Partial<PersistedFavorites> | null)?.favorites),
  // Earlier visits stored the bare map `{ [id]: FavoriteTalent }`.
  unversioned: favoritesOf,
};

// Nothing stored (or unusable storage) reads as empty, so another tab clearing it empties this one too.
export const favoritesStorage = persistStorage(storedFavorites, { favorites: {} });
