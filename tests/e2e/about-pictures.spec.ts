import { expect, test } from '@playwright/test';

// The about story's pictures on a phone (issue 19, part 4): the frame crops them from the top, so a
// portrait keeps its head (the panel gives no focal point).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const path of ['/en/about', '/pt/sobre']) {
  test(`${path}: the pictures are cropped from their top`, async ({ page }) => {
    await page.goto(path);
    const picture = page.locator('main section img').first();
    await expect(picture).toBeVisible();
    // Polled: the first visit of a fresh server may still be swapping the slider's pictures in.
    await expect
      .poll(() =>
        picture.evaluate((image) => {
          const style = getComputedStyle(image);
          return `${style.objectFit} ${style.objectPosition}`;
        }),
      )
      .toBe('cover 50% 0%');
  });
}
