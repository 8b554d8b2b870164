import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { layoutShift, watchLayoutShifts } from './layout-shifts';
import { cards } from './talent-list';

// A list's first talents are in the page's visible HTML: a crawler, a link preview or a visitor whose
// scripts are blocked sees them, and the grid's scripts, when they come, move nothing on screen.

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const LISTS = ['/en/models', '/pt/modelos', '/en/actors'];

/** The cards a visitor sees, each with its name linking to the profile and its picture. */
async function expectTwentyShownCards(page: Page, path: string) {
  const shown = cards(page).filter({ visible: true });
  await expect(shown).toHaveCount(20);
  const profile = new RegExp(`^${path}/\\d+/[a-z0-9-]+$`);
  for (const card of await shown.all()) {
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/\S/);
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', profile);
    await expect(card.locator('img')).toHaveAttribute('src', /\S/);
  }
  // Every picture in view is painted, not only named.
  const pictures = shown.locator('img');
  await expect
    .poll(() =>
      pictures.evaluateAll((images) => {
        const inView = (images as HTMLImageElement[]).filter(
          (image) => image.getBoundingClientRect().top < window.innerHeight,
        );
        const painted = inView.filter((image) => image.complete && image.naturalWidth > 0);
        return inView.length >= 2 && painted.length === inView.length;
      }),
    )
    .toBe(true);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of SIZES)
    for (const path of LISTS)
      test(`${path} at ${viewport.width}×${viewport.height} shows its first 20 talents`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await expectTwentyShownCards(page, path);
        await expect(page.getByText(/^(Loading talents…|A carregar talentos…)$/)).toBeHidden();
      });
});

for (const viewport of SIZES)
  test(`/en/models at ${viewport.width}×${viewport.height}: the grid hydrates without moving anything`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Scripts come late, as on a phone's link: the page paints its HTML before the grid hydrates.
    await page.route('**/_next/static/chunks/*.js*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await watchLayoutShifts(page);
    await page.goto('/en/models');
    await expectTwentyShownCards(page, '/en/models');
    await hydrated(cards(page).first().getByRole('heading').getByRole('link'));
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts).toBe(0);
  });
