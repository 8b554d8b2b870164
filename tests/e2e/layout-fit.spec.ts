import { expect, test, type Locator, type Page } from '@playwright/test';
import { site } from '../../lib/site';

// Issue 19, parts 4 and 5: the open menu fits a 1440 × 900 screen, the back-to-top button never covers
// the footer, the phone header shows the whole name, and the footer's language links are 24 px targets.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

for (const [path, openLabel, switchLabel] of [
  ['/en/models', 'Open the menu', 'Language'],
  ['/pt/contato', 'Abrir o menu', 'Idioma'],
] as const) {
  test(`${path}: the open menu fits 1440 × 900, ticker and language switch in view`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: openLabel }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('searchbox')).toBeVisible();
    await expect(menu.getByRole('region')).toBeVisible();

    expect(await menu.evaluate((dialog) => dialog.scrollHeight <= dialog.clientHeight)).toBe(true);
    for (const part of [menu.getByRole('region'), menu.getByRole('navigation', { name: switchLabel })]) {
      const { y, height } = await box(part);
      expect(y + height).toBeLessThanOrEqual(DESKTOP.height);
    }
  });
}

async function scrollToListEnd(page: Page) {
  const cards = page.locator('main article');
  for (let count = -1; count !== (await cards.count());) {
    count = await cards.count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`${viewport.width} px: the back-to-top button stays off the footer at the end of a list`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/en/special');
    await page.waitForLoadState('networkidle');
    await scrollToListEnd(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeVisible();
    const footer = page.locator('body > footer');
    await expect(footer).toBeInViewport();
    for (const link of await footer.getByRole('link').all()) {
      expect(overlaps(await box(button), await box(link))).toBe(false);
    }
  });
}

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: PHONE });

  for (const path of ['/en/models', '/en/contact', '/pt/sobre', '/pt/modelos/1001/teresa-pires-leite']) {
    test(`${path}: the header shows the agency’s whole name beside its controls`, async ({ page }) => {
      await page.goto(path);
      const logo = page.locator('body > header').getByRole('link', { name: `${site.name}:` });
      await expect(logo).toBeVisible();
      expect(
        await logo.evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        ),
      ).toBe(true);
      const heart = page.locator('body > header').getByRole('link', { name: /^(Wishlist|Favoritos)/ });
      // The Instagram link, first of the controls.
      const instagram = page.locator('body > header a[href*="instagram.com"]');
      const logoBox = await box(logo);
      expect(logoBox.x + logoBox.width).toBeLessThanOrEqual((await box(instagram)).x);
      expect(await box(heart)).toMatchObject({ width: 44, height: 44 });
    });
  }

  test('the footer’s language links are at least 24 px tall', async ({ page }) => {
    await page.goto('/en/contact');
    const other = page.locator('body > footer').getByRole('link', { name: 'português' });
    expect((await box(other)).height).toBeGreaterThanOrEqual(24);
    expect((await box(other)).width).toBeGreaterThanOrEqual(24);
  });
});
