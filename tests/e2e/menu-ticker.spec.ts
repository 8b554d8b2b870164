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
        // Tabs through the whole open menu, a traced round trip per key: slow on a busy machine.
        test.slow();
        const ticker = page.getByRole('dialog', { name: 'Menu' }).getByRole('region', { name: heading });
        const moving = ticker.locator('[aria-hidden="true"]');
        await expect(moving).toBeVisible();
        expect(await moving.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
          /^linear-gradient\((90deg|to right), rgba\(0, 0, 0, 0\)/,
        );
        // One round trip for all the moving links and one per key below, each of them traced.
        const movingTabIndexes = await moving
          .locator('a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('tabindex')));
        expect(movingTabIndexes.length).toBeGreaterThan(1);
        expect(new Set(movingTabIndexes)).toEqual(new Set(['-1']));

        const posts = await ticker.getByRole('list').first().getByRole('link').count();
        expect(posts).toBeGreaterThan(1);
        const reached: string[] = [];
        for (let step = 0; step < 60 && reached.length < posts; step++) {
          await page.keyboard.press('Tab');
          const focused = await ticker.evaluate((region) => {
            const element = document.activeElement;
            if (!element || !region.contains(element)) return null;
            const box = element.getBoundingClientRect();
            return {
              tag: element.tagName,
              href: element.getAttribute('href'),
              insideMovingLine: element.closest('[aria-hidden="true"]') !== null,
              width: box.width,
              inViewport: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
              movingLineShown: region.querySelector('[aria-hidden="true"]')!.checkVisibility(),
            };
          });
          if (!focused) continue;
          if (focused.tag !== 'A') break;
          expect(focused.insideMovingLine).toBe(false);
          // Shown in the moving line's place while it has focus.
          expect(focused).toMatchObject({ inViewport: true, movingLineShown: false });
          expect(focused.width).toBeGreaterThan(20);
          reached.push(focused.href!);
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
