import { useMemo, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sortFavorites, type FavoritesMap } from './schema';
import { FAVORITES_STORAGE_KEY, favoritesStorage, type PersistedFavorites } from './storage';
import type { FavoriteTalent } from './types';

type FavoritesState = PersistedFavorites & {
  /** Replaces the whole wishlist (given the current one, to merge into it). */
  setFavorites: (favorites: FavoritesMap | ((current: FavoritesMap) => FavoritesMap)) => void;
  addFavorite: (talent: FavoriteTalent) => void;
  deleteFavorite: (id: number) => void;
  clearFavorites: () => void;
};

// Hydration is skipped so the server and first browser render agree (empty); startFavoritesSync loads it.
export const useFavoritesStore = create<FavoritesState>()(
  persist(
    (set, get, api) => {
      // A change made before the first load would overwrite the stored list with a partial one.
      const change = (next: (favorites: FavoritesMap) => FavoritesMap) => {
        if (!api.persist.hasHydrated()) void api.persist.rehydrate();
        const current = get().favorites;
        const updated = next(current);
        if (updated !== current) set({ favorites: updated });
      };
      return {
        favorites: {},
        setFavorites: (favorites) =>
          change((current) => ({ ...(typeof favorites === 'function' ? favorites(current) : favorites) })),
        addFavorite: (talent) => change((favorites) => ({ ...favorites, [talent.id]: talent })),
        deleteFavorite: (id) =>
          change((favorites) => {
            if (!(id in favorites)) return favorites;
            const rest = { ...favorites };
            delete rest[id];
            return rest;
          }),
        clearFavorites: () => change(() => ({})),
      };
    },
    {
      name: FAVORITES_STORAGE_KEY,
      storage: favoritesStorage,
      partialize: ({ favorites }) => ({ favorites }),
      skipHydration: true,
    },
  ),
);

/** Loads the stored wishlist and keeps it in step with other tabs' writes; returns the cleanup. */
export function startFavoritesSync(): () => void {
  void useFavoritesStore.persist.rehydrate();
  const onStorage = (event: StorageEvent) => {
    // A null key means the whole storage was cleared.
    if (event.storageArea !== window.localStorage) return;
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) void useFavoritesStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

function subscribeToHydration(onChange: () => void): () => void {
  const stopStart = useFavoritesStore.persist.onHydrate(onChange);
  const stopFinish = useFavoritesStore.persist.onFinishHydration(onChange);
  return () => {
    stopStart();
    stopFinish();
  };
}

/** False on the server and until the stored wishlist is loaded: tells "still loading" from "empty". */
export function useFavoritesHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToHydration,
    () => useFavoritesStore.persist.hasHydrated(),
    () => false,
  );
}

export function useIsFavorite(id: number): boolean {
  return useFavoritesStore((state) => id in state.favorites);
}

export function useFavoritesList(locale: string): FavoriteTalent[] {
  const favorites = useFavoritesStore((state) => state.favorites);
  return useMemo(() => sortFavorites(Object.values(favorites), locale), [favorites, locale]);
}
