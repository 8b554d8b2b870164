// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITES_STORAGE_KEY } from '@/features/favorites/storage';
import { startFavoritesSync, useFavoritesList, useFavoritesStore } from '@/features/favorites/store';
import type { FavoriteTalent } from '@/features/favorites/types';

const ines: FavoriteTalent = {
  id: 1001,
  name: 'Inês Raposo',
  slug: 'ines-raposo',
  category: 'models',
  cover: 'http://127.0.0.1:4010/storage/talents/p-001.jpg',
};
const joao: FavoriteTalent = {
  id: 1003,
  name: 'João Brito',
  slug: 'joao-brito',
  category: 'actors',
  cover: null,
};

/** The store as a new page load creates it: empty and not hydrated. */
async function freshStore() {
  vi.resetModules();
  return import('@/features/favorites/store');
}

/** The wishlist as this device keeps it. */
const stored = () =>
  JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null')?.state.favorites;
/** The wishlist as another tab writes it. */
const listOf = (...talents: FavoriteTalent[]) =>
  JSON.stringify({ state: { favorites: Object.fromEntries(talents.map((t) => [t.id, t])) }, version: 1 });
const actions = () => useFavoritesStore.getState();

/** What another tab does: writes local storage, and this tab gets a storage event. */
function writeFromOtherTab(value: string | null) {
  const oldValue = window.localStorage.getItem(FAVORITES_STORAGE_KEY);
  if (value === null) window.localStorage.removeItem(FAVORITES_STORAGE_KEY);
  else window.localStorage.setItem(FAVORITES_STORAGE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: FAVORITES_STORAGE_KEY,
      oldValue,
      newValue: value,
      storageArea: window.localStorage,
    }),
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  await useFavoritesStore.persist.rehydrate();
});

describe('favorites store actions', () => {
  it('adds, deletes and clears, writing the list under "favorites" each time', () => {
    actions().addFavorite(ines);
    actions().addFavorite(joao);
    expect(stored()).toEqual({ 1001: ines, 1003: joao });

    actions().deleteFavorite(1001);
    expect(actions().favorites).toEqual({ 1003: joao });
    expect(stored()).toEqual({ 1003: joao });

    actions().clearFavorites();
    expect(actions().favorites).toEqual({});
    expect(stored()).toEqual({});
  });

  it('set replaces the whole map, or merges when given a function', () => {
    actions().addFavorite(ines);
    actions().setFavorites({ 1003: joao });
    expect(stored()).toEqual({ 1003: joao });
    actions().setFavorites((current) => ({ ...current, 1001: ines }));
    expect(stored()).toEqual({ 1001: ines, 1003: joao });
  });

  it('deleting a talent that is not there changes nothing', () => {
    actions().addFavorite(ines);
    const before = actions().favorites;
    actions().deleteFavorite(4242);
    expect(actions().favorites).toBe(before);
  });

  it('adding twice keeps one entry', () => {
    actions().addFavorite(ines);
    actions().addFavorite({ ...ines, name: 'Inês R.' });
    expect(Object.keys(stored())).toEqual(['1001']);
  });
});

describe('favorites persistence', () => {
  it('loads what an earlier visit stored, dropping malformed entries', async () => {
    actions().setFavorites({ 1001: ines, 1003: joao });
    const list = JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY)!);
    list.state.favorites[7] = { id: 7, name: '' };
    list.state.favorites[9] = 'nonsense';
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
    const fresh = await freshStore();
    await fresh.useFavoritesStore.persist.rehydrate();
    expect(fresh.useFavoritesStore.getState().favorites).toEqual({ 1001: ines, 1003: joao });
  });

  it('keeps the wishlist a visitor saved before lists carried a version, and writes it anew on a change', async () => {
    window.localStorage.setItem(
      FAVORITES_STORAGE_KEY,
      JSON.stringify({ 1001: ines, 7: { id: 7, name: '' }, 9: 'nonsense' }),
    );
    const fresh = await freshStore();
    await fresh.useFavoritesStore.persist.rehydrate();
    expect(fresh.useFavoritesStore.getState().favorites).toEqual({ 1001: ines });
    fresh.useFavoritesStore.getState().addFavorite(joao);
    expect(stored()).toEqual({ 1001: ines, 1003: joao });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list', '[1,2]'],
    ['a string', '"favorites"'],
    ['another version', JSON.stringify({ state: { favorites: { 1001: ines } }, version: 99 })],
  ])('reads %s as an empty wishlist', async (_, raw) => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, raw);
    await useFavoritesStore.persist.rehydrate();
    expect(actions().favorites).toEqual({});
  });

  it('never overwrites the stored list with a change made before it was loaded', async () => {
    actions().addFavorite(ines);
    const fresh = await freshStore();
    expect(fresh.useFavoritesStore.persist.hasHydrated()).toBe(false);
    fresh.useFavoritesStore.getState().addFavorite(joao);
    expect(stored()).toEqual({ 1001: ines, 1003: joao });
  });

  it('tells loading from empty: not hydrated until the stored list is loaded', async () => {
    const fresh = await freshStore();
    const { result } = renderHook(() => fresh.useFavoritesHydrated());
    expect(result.current).toBe(false);
    act(() => void fresh.useFavoritesStore.persist.rehydrate());
    expect(result.current).toBe(true);
  });
});

describe('cross-tab sync', () => {
  it('follows another tab adding, removing and clearing', () => {
    const stop = startFavoritesSync();
    try {
      writeFromOtherTab(listOf(ines));
      expect(actions().favorites).toEqual({ 1001: ines });
      writeFromOtherTab(listOf(ines, joao));
      expect(Object.keys(actions().favorites)).toEqual(['1001', '1003']);
      writeFromOtherTab(null);
      expect(actions().favorites).toEqual({});
    } finally {
      stop();
    }
  });

  it('ignores other keys and stops listening when cleaned up', () => {
    const stop = startFavoritesSync();
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, listOf(ines));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', storageArea: window.localStorage }));
    expect(actions().favorites).toEqual({});
    stop();
    writeFromOtherTab(listOf(joao));
    expect(actions().favorites).toEqual({});
  });

  it('re-renders hooks with the list in name order', () => {
    const { result } = renderHook(() => useFavoritesList('pt'));
    act(() => {
      actions().addFavorite(joao);
      actions().addFavorite(ines);
    });
    expect(result.current.map((talent) => talent.name)).toEqual(['Inês Raposo', 'João Brito']);
  });
});
