import type { Page } from '@playwright/test';
import type { FavoriteTalent } from '@/features/favorites/types';
import { PANEL_CONTROL } from './panel';

/** The local panel's image storage, where the talents' covers are. */
export const STORAGE = PANEL_CONTROL.replace(/\/__control$/, '/storage');

/** Real talents of the local panel's catalogue (ids step by 2: 1002 is none), as the hearts store them. */
export const CATALOGUE_TALENTS: FavoriteTalent[] = [
  {
    id: 1001,
    name: 'Teresa Pires Leite',
    slug: 'teresa-pires-leite',
    category: 'models',
    cover: `${STORAGE}/talents/p-027.jpg`,
  },
  {
    id: 1003,
    name: 'Ivo Pereira',
    slug: 'ivo-pereira',
    category: 'models',
    cover: `${STORAGE}/talents/p-018.jpg`,
  },
  {
    id: 1005,
    name: 'Charlie Mendes Ramos',
    slug: 'charlie-mendes-ramos',
    category: 'digital',
    cover: `${STORAGE}/talents/p-024.jpg`,
  },
];

/**
 * Opens `path` with `talents` on the visitor's wishlist, as an earlier visit left them. Each step waits
 * for the document, not the load event: a test may hold the page's later scripts back
 * (holdLaterScripts), and one the page asks for before its load event (an idle preload while the covers
 * load) holds that event until released.
 */
export async function seedWishlist(page: Page, path = '/en/favorites', talents = CATALOGUE_TALENTS) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    (map) => window.localStorage.setItem('favorites', JSON.stringify(map)),
    Object.fromEntries(talents.map((talent) => [talent.id, talent])),
  );
  await page.reload({ waitUntil: 'domcontentloaded' });
}
