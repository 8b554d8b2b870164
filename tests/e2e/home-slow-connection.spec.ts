import { expect, test, type Page } from '@playwright/test';

// The home on a slow line: what the page's HTML and CSS show before any script runs is already the final
// look, the slider waits for the first picture, and the video slide's file is downloaded only once that
// slide shows.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The local panel's home video (both arts). */
const VIDEO_FILE = /\/slides\/home-video-[^/]+\.(?:webm|mp4)$/;
/** The first slide's picture as the image optimizer resizes it (either art). */
const FIRST_PICTURE = /\/_next\/image\?url=[^&]*home-1-/;
/** The local panel puts its video third. */
const VIDEO_SLIDE = 2;

/** The index of the slide showing (-1 before the slider has started). */
const activeSlide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-roledescription="carousel"] .swiper-slide')].findIndex((slide) =>
      slide.classList.contains('swiper-slide-active'),
    ),
  );

/** Each request for the video file, with the slide showing when it was made. */
async function watchVideoRequests(page: Page): Promise<number[]> {
  const showingAtRequest: number[] = [];
  await page.route(VIDEO_FILE, async (route) => {
    showingAtRequest.push(await activeSlide(page).catch(() => -1));
    await route.continue();
  });
  return showingAtRequest;
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test.describe('before any script runs', () => {
      test.use({ javaScriptEnabled: false });

      test('the sound button already has its look', async ({ page }) => {
        await page.goto('/en');
        const sound = page.locator('body > header').getByRole('button', { name: 'Turn sound on' });
        await expect(sound).toBeVisible();
        await expect(sound).toHaveCSS('width', '44px');
        await expect(sound).toHaveCSS('height', '44px');
        await expect(sound).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
        await expect(sound).toHaveCSS('border-top-style', 'none');
      });
    });

    test('the video is downloaded only once its slide shows', async ({ page }) => {
      const requests = await watchVideoRequests(page);
      await page.goto('/en');
      await page.waitForLoadState('networkidle');
      expect(requests, 'video requests while the page loads').toEqual([]);

      await expect.poll(() => activeSlide(page), { timeout: 15_000 }).toBe(VIDEO_SLIDE);
      await expect.poll(() => requests.length).toBeGreaterThan(0);
      expect(new Set(requests), 'the slide showing at each video request').toEqual(new Set([VIDEO_SLIDE]));
    });

    test('the slider starts only once the first picture is in', async ({ page }) => {
      let releasePicture = () => {};
      const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
      await page.route(FIRST_PICTURE, async (route) => {
        await pictureHeld;
        await route.continue();
      });
      // The held picture would hold the load event.
      await page.goto('/en', { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(4_000);
      expect(await activeSlide(page), 'the slider started while the picture was on its way').toBe(-1);

      releasePicture();
      await expect(page.locator('[aria-roledescription="carousel"] img').first()).toHaveJSProperty(
        'complete',
        true,
      );
      await expect.poll(() => activeSlide(page), { timeout: 15_000 }).toBe(0);
    });

    test('under reduced motion the video is never downloaded', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const requests = await watchVideoRequests(page);
      await page.goto('/en');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(3_000);
      expect(requests).toEqual([]);
    });
  });
}
