import type { PersistStorage } from 'zustand/middleware';
import { toFavoritesMap, type FavoritesMap } from './schema';

/** The local storage key of the wishlist, reread when the layout loads. */
export const FAVORITES_STORAGE_KEY = 'favorites';

export type PersistedFavorites = { favorites: FavoritesMap };

/** What the store keeps in local storage: the bare map `{ [id]: FavoriteTalent }`, no wrapper. */
export function parseStoredFavorites(raw: string | null): FavoritesMap {
  if (raw === null) return {};
  try {
    return toFavoritesMap(JSON.parse(raw));
  } catch {
    return {};
  }
}

// Writes the plain map instead of zustand's `{ state, version }` envelope. Unreadable storage reads as
// an empty wishlist, so another tab clearing it empties this one too.
export const favoritesStorage: PersistStorage<PersistedFavorites> = {
  getItem(name) {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(name);
    } catch {
      // Unreadable storage: start empty.
    }
    return { state: { favorites: parseStoredFavorites(raw) }, version: 0 };
  },
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, JSON.stringify(value.state.favorites));
    } catch (error) {
      console.warn('The wishlist could not be saved in this browser', error);
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // Nothing stored to remove.
    }
  },
};
