import { expect, test } from '@playwright/test';

// The menu's blog ticker: its edges fade out, its moving titles take no keyboard focus, and keyboard and
// screen readers reach the same posts through a still list.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  for (const [path, openLabel, heading] of [
    ['/en/models', 'Open the menu', 'Latest from the blog'],
    ['/pt/contato', 'Abrir o menu', 'Últimas do blog'],
  ] as const) {
    test.describe(`${viewport.width} px, ${path}`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.getByRole('button', { name: openLabel }).click();
      });

      test('the moving titles fade at the edges and take no focus; Tab reaches the posts standing still', async ({
        page,
      }) => {
        const ticker = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: heading });
        const moving = ticker.locator('[aria-hidden="true"]');
        await expect(moving).toBeVisible();
        expect(await moving.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
          /^linear-gradient\((90deg|to right), rgba\(0, 0, 0, 0\)/,
        );
        const movingLinks = moving.locator('a');
        expect(await movingLinks.count()).toBeGreaterThan(1);
        for (const link of await movingLinks.all()) await expect(link).toHaveAttribute('tabindex', '-1');

        const still = ticker.getByRole('list').first();
        const posts = await still.getByRole('link').count();
        expect(posts).toBeGreaterThan(1);
        const reached: string[] = [];
        for (let step = 0; step < 60 && reached.length < posts; step++) {
          await page.keyboard.press('Tab');
          const focused = page.locator(':focus');
          if (await ticker.locator(':focus').count()) {
            if ((await focused.evaluate((element) => element.tagName)) !== 'A') break;
            expect(await focused.evaluate((element) => element.closest('[aria-hidden="true"]'))).toBeNull();
            // Shown in the moving line's place while it has focus.
            await expect(focused).toBeInViewport();
            expect((await focused.boundingBox())!.width).toBeGreaterThan(20);
            await expect(moving).toBeHidden();
            reached.push((await focused.getAttribute('href'))!);
          }
        }
        expect(reached).toHaveLength(posts);
        expect(new Set(reached).size).toBe(posts);
      });
    });
  }
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the posts stand still as a plain list and nothing moves', async ({ page }) => {
    await page.goto('/en/models');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const ticker = page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('region', { name: 'Latest from the blog' });
    await expect(ticker.getByRole('list').first().getByRole('link').first()).toBeVisible();
    await expect(ticker.locator('[aria-hidden="true"]')).toBeHidden();
    await expect(ticker.getByRole('button', { name: 'Pause' })).toBeHidden();
  });
});
