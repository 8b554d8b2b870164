import { expect, test, type Page } from '@playwright/test';

// The home page (issue 8): the full-screen slideshow, its motion rules, the text panel and the sound.

const LABELS = {
  en: {
    slideshow: 'Photographs of the agency',
    open: 'Read about the agency',
    close: 'Close the text',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    soundOn: 'Turn sound on',
    soundOff: 'Turn sound off',
    text: /founded in 2023/,
  },
  pt: {
    slideshow: 'Fotografias da agência',
    open: 'Ler sobre a agência',
    close: 'Fechar o texto',
    pause: 'Pausar a apresentação',
    play: 'Reproduzir a apresentação',
    soundOn: 'Ativar som',
    soundOff: 'Desativar som',
    text: /fundada em 2023/,
  },
} as const;

const slideshow = (page: Page, locale: keyof typeof LABELS) =>
  page.getByRole('region', { name: LABELS[locale].slideshow });

/** The index of the slide showing. */
function activeSlide(page: Page): Promise<number> {
  return page.evaluate(() => {
    const slides = [...document.querySelectorAll('[aria-roledescription="carousel"] .swiper-slide')];
    return slides.findIndex((slide) => slide.classList.contains('swiper-slide-active'));
  });
}

for (const locale of ['en', 'pt'] as const) {
  const t = LABELS[locale];

  test.describe(`home (${locale})`, () => {
    test('a full-screen slideshow whose first picture loads first', async ({ page }) => {
      await page.goto(`/${locale}`);
      const show = slideshow(page, locale);
      await expect(show).toBeVisible();
      const viewport = page.viewportSize()!;
      expect(await show.boundingBox()).toMatchObject({
        x: 0,
        y: 0,
        width: viewport.width,
        height: viewport.height,
      });

      const slides = show.locator('.swiper-slide');
      expect(await slides.count()).toBeGreaterThan(1);
      const first = slides.first().locator('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
      // Preloaded from the head, once per art (desktop for landscape screens, mobile for portrait ones).
      const preloads = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
      await expect(preloads).toHaveCount(2);
      await expect(preloads.first()).toHaveAttribute('media', '(orientation: landscape)');

      // The panel's video slide is a muted inline loop.
      const video = show.locator('video');
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAttribute('loop', '');
      await expect(video).toHaveAttribute('playsinline', '');
      expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    });

    test('slides move on their own, and the visitor can pause them', async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect.poll(() => activeSlide(page), { timeout: 12_000 }).toBeGreaterThan(0);
      await page.getByRole('button', { name: t.pause }).click();
      const paused = await activeSlide(page);
      await page.waitForTimeout(6_000);
      expect(await activeSlide(page)).toBe(paused);
      await expect(page.getByRole('button', { name: t.play })).toBeVisible();
    });

    test('no autoplay under reduced motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      await expect(page.getByRole('button', { name: t.play })).toBeVisible();
      await page.waitForTimeout(6_000);
      expect(await activeSlide(page)).toBe(0);
      // The visitor may still ask for it.
      await page.getByRole('button', { name: t.play }).click();
      await expect.poll(() => activeSlide(page), { timeout: 8_000 }).toBeGreaterThan(0);
    });

    test('the up-arrow opens the text; the down-arrow, Escape and the backdrop close it', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      const opener = page.getByRole('button', { name: t.open });
      // home_text_color of the local panel.
      await expect(opener).toHaveCSS('color', 'rgb(255, 255, 255)');
      const panel = page.getByRole('dialog');

      await opener.click();
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(t.text);
      await expect(page.getByRole('button', { name: t.close })).toBeFocused();
      await page.getByRole('button', { name: t.close }).click();
      await expect(panel).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      await opener.click();
      await expect(panel).toBeVisible();
      const { width } = page.viewportSize()!;
      await page.mouse.click(width / 2, 20);
      await expect(panel).toBeHidden();
    });

    test('the page does not scroll', async ({ page }) => {
      await page.goto(`/${locale}`);
      await page.mouse.move(200, 200);
      await page.mouse.wheel(0, 1_500);
      await page.keyboard.press('End');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the sound plays only when asked, and stops on leaving the page', async ({ page }) => {
      // Every track the page makes, to tell afterwards whether one still plays.
      await page.addInitScript(() => {
        const tracks: HTMLAudioElement[] = [];
        Object.assign(window, { tracks });
        window.Audio = class extends window.Audio {
          constructor(src?: string) {
            super(src);
            tracks.push(this);
          }
        };
      });
      await page.goto(`/${locale}`);
      const sound = page.locator('body > header').getByRole('button', { name: t.soundOn });
      await page.waitForTimeout(1_000);
      await expect(sound).toBeVisible();
      await sound.click();
      const playing = page.locator('body > header').getByRole('button', { name: t.soundOff });
      await expect(playing).toBeVisible();
      await playing.click();
      await expect(sound).toBeVisible();

      await sound.click();
      await expect(playing).toBeVisible();
      await page.getByRole('button', { name: locale === 'en' ? 'Open the menu' : 'Abrir o menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link').nth(1).click();
      await expect(page).not.toHaveURL(new RegExp(`/${locale}$`));
      // The button is home's only; its track has stopped.
      await expect(page.locator('body > header').getByRole('button', { name: t.soundOn })).toHaveCount(0);
      // The one track made, paused.
      const paused = () =>
        page.evaluate(() =>
          (window as unknown as { tracks: HTMLAudioElement[] }).tracks.map((track) => track.paused),
        );
      await expect.poll(paused).toEqual([true]);
    });
  });
}
