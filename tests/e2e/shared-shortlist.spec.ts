import { expect, test, type Browser, type Page } from '@playwright/test';
import type { FavoriteTalent, SharedShortlistAnswer } from '@/features/favorites/types';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { layoutShift, watchLayoutShifts } from './layout-shifts';
import { CATALOGUE_TALENTS, seedWishlist } from './wishlist';

// A shared shortlist's link names talents by id only: whatever else a link holds, the page shows each
// talent as the catalogue has it, and "add all" stores that.

const SHARED_API = '**/api/favorites/shared?*';

const TALENTS = CATALOGUE_TALENTS;
const byName = (names: string[]) => names.toSorted((a, b) => a.localeCompare(b));

const LANGUAGES = {
  en: { path: '/en/favorites', messages: en.Favorites },
  pt: { path: '/pt/favoritos', messages: pt.Favorites },
} as const;
type Language = keyof typeof LANGUAGES;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** A link as the first share links were written: base64url JSON `[1, [[id, name, category, cover], …]]`. */
const firstFormatLink = (entries: unknown[]) =>
  `/en/favorites?shared=${Buffer.from(JSON.stringify([1, entries])).toString('base64url')}`;

const cards = (page: Page, label: string) => page.getByRole('list', { name: label }).getByRole('listitem');

/** The talents as the catalogue has them, by id. */
async function catalogueTalents(page: Page, ids: number[]): Promise<FavoriteTalent[]> {
  const response = await page.request.get(`/api/favorites/shared?ids=${ids.join(',')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SharedShortlistAnswer).talents;
}

const storedTalents = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(
        JSON.parse(window.localStorage.getItem('favorites') ?? 'null')?.state.favorites ?? {},
      ) as FavoriteTalent[],
  );

/** A visitor with nothing on their own wishlist, on another device. */
async function colleague(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

test('a crafted first-format link shows the catalogue’s names, and "add all" stores them', async ({
  page,
}) => {
  const link = firstFormatLink([
    [1003, 'Visit evil.example', 'models', null],
    [1001, 'Visit evil.example for a discount', 'special', '//evil.example/x.jpg'],
    [1002, 'Visit evil.example', 'models', null],
  ]);
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  const shared = cards(page, en.Favorites.shared.title);
  await expect(shared).toHaveText([/Ivo Pereira/, /Teresa Pires Leite/]);
  await expect(page.getByText('1 talent in this link is no longer available.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('evil.example');
  await expect(page.locator('img[src*="evil.example"], img[srcset*="evil.example"]')).toHaveCount(0);
  await expect(shared.getByRole('link', { name: /Teresa Pires Leite/ })).toHaveAttribute(
    'href',
    '/en/models/1001/teresa-pires-leite',
  );

  await page.getByRole('button', { name: en.Favorites.shared.addAll }).click();
  await expect(page).toHaveURL(/\/en\/favorites$/);
  await expect(cards(page, en.Favorites.listLabel)).toHaveText([/Ivo Pereira/, /Teresa Pires Leite/]);
  const stored = await storedTalents(page);
  expect(stored.toSorted((a, b) => a.id - b.id)).toEqual(await catalogueTalents(page, [1001, 1003]));
  expect(stored.map((talent) => talent.name).sort()).toEqual(['Ivo Pereira', 'Teresa Pires Leite']);
  expect(JSON.stringify(stored)).not.toContain('evil');
});

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of Object.keys(LANGUAGES) as Language[]) {
      const { path, messages } = LANGUAGES[language];

      test(`a wishlist's share link opens it on another device, in ${language}`, async ({
        page,
        browser,
      }) => {
        await seedWishlist(page, path);
        await page.getByRole('button', { name: messages.share }).click();
        const link = await page.getByLabel(messages.shareLink.label).inputValue();
        // The wishlist's order (by name): Charlie Mendes Ramos, Ivo Pereira, Teresa Pires Leite.
        expect(link).toMatch(new RegExp(`^https?://[^/]+${path}\\?shared=1005\\.1003\\.1001$`));

        const other = await colleague(browser, viewport);
        await watchLayoutShifts(other.page);
        // The talents take a moment to come: their places are kept meanwhile.
        await other.page.route(SHARED_API, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
        await other.page.goto(link);
        await expect(
          other.page.getByRole('status').filter({ hasText: messages.shared.loading }),
        ).toBeAttached();
        const shared = cards(other.page, messages.shared.title);
        await expect(shared).toHaveText(
          byName(TALENTS.map((talent) => talent.name)).map((name) => new RegExp(name)),
        );
        await expect(other.page.getByText(messages.shared.title)).toBeVisible();
        const { total, shifts } = await layoutShift(other.page);
        expect(total, shifts).toBeLessThan(0.01);

        await other.page.getByRole('button', { name: messages.shared.addAll }).click();
        await expect(other.page).toHaveURL(new RegExp(`${path}$`));
        await expect(cards(other.page, messages.listLabel)).toHaveCount(TALENTS.length);
        expect((await storedTalents(other.page)).toSorted((a, b) => a.id - b.id)).toEqual(
          await catalogueTalents(other.page, [1001, 1003, 1005]),
        );
        await other.context.close();
      });

      test(`a link whose talents are all gone is explained, in ${language}`, async ({ page }) => {
        const response = await page.goto(`${path}?shared=1002.1004`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { name: messages.shared.invalidTitle })).toBeVisible();
      });
    }
  });
}

test('a failed load says so and tries again on request', async ({ page }) => {
  let failing = true;
  await page.route(SHARED_API, (route) =>
    failing ? route.fulfill({ status: 502, json: { error: 'panel_unavailable' } }) : route.continue(),
  );
  await page.goto('/pt/favoritos?shared=1001.1003');
  const alert = page.getByRole('alert').filter({ hasText: pt.Favorites.shared.loadFailed });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('button', { name: pt.Favorites.shared.addAll })).toBeDisabled();

  failing = false;
  await alert.getByRole('button', { name: pt.Favorites.shared.retry }).click();
  await expect(cards(page, pt.Favorites.shared.title)).toHaveText([/Ivo Pereira/, /Teresa Pires Leite/]);
  await expect(page.getByRole('button', { name: pt.Favorites.shared.addAll })).toBeEnabled();
});
