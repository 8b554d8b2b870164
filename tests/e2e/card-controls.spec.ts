import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PANEL_CONTROL } from './panel';
import { hydrated } from './hydration';
import { cards } from './talent-list';

// A card's measures panel closes like a popup, its heart reads on any cover, and the wishlist's actions
// and messages sit where they cover nothing a visitor taps.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const STORAGE = PANEL_CONTROL.replace(/\/__control$/, '/storage');

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** WCAG's relative luminance of an sRGB pixel. */
function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

async function pixels(page: Page, clip: Box) {
  const png = await page.screenshot({ clip, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.width * info.height }, (_, i) => [...data.subarray(i * 3, i * 3 + 3)]);
}

/**
 * The heart's contrast with what lies right behind it, from the screen's pixels: the button drawn with and
 * without its heart; the pixels that change are the heart's.
 */
async function heartContrast(page: Page, heart: Locator): Promise<number> {
  const clip = await box(heart);
  const icon = heart.locator('svg');
  const withHeart = await pixels(page, clip);
  await icon.evaluate((svg) => (svg.style.visibility = 'hidden'));
  const behind = await pixels(page, clip);
  await icon.evaluate((svg) => (svg.style.visibility = ''));
  return Math.max(1, ...withHeart.map((pixel, i) => contrast(pixel, behind[i]!)));
}

/** Paints the card's cover one plain colour, as a very dark or very light photograph would be. */
async function paintCover(card: Locator, colour: string) {
  await card.locator('img').evaluate(async (img: HTMLImageElement, fill) => {
    img.removeAttribute('srcset');
    img.src = `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="30"><rect width="20" height="30" fill="${fill}"/></svg>`,
    )}`;
    await img.decode();
  }, colour);
}

const TALENTS = [
  [1001, 'Teresa Pires Leite', 'teresa-pires-leite', 'models', 'p-027'],
  [1003, 'Ivo Pereira', 'ivo-pereira', 'models', 'p-018'],
  [1005, 'Charlie Mendes Ramos', 'charlie-mendes-ramos', 'digital', 'p-024'],
  [1007, 'Ana', 'ana', 'models', 'p-010'],
] as const;

async function seedWishlist(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(
    (map) => window.localStorage.setItem('favorites', JSON.stringify(map)),
    Object.fromEntries(
      TALENTS.map(([id, name, slug, category, cover]) => [
        id,
        { id, name, slug, category, cover: `${STORAGE}/talents/${cover}.jpg` },
      ]),
    ),
  );
  await page.reload();
}

/** Everything a visitor could tap, and the cards, on screen (read at once: a message lasts 5 s). */
const tappables = (page: Page): Promise<Box[]> =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'main article, main a, main button, main input, main select, main textarea, body > header a, body > header button',
      ),
    ]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => element.getBoundingClientRect())
      .filter((rect) => rect.width > 1 && rect.height > 1)
      .map(({ x, y, width, height }) => ({ x, y, width, height })),
  );

async function expectCoversNothing(page: Page, toast: Locator) {
  const toastBox = await box(toast);
  for (const target of await tappables(page)) {
    expect(overlaps(toastBox, target), `message over ${JSON.stringify(target)}`).toBe(false);
  }
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('a card’s measures panel closes with Escape and with a tap outside it', async ({ page }) => {
      await page.goto('/en/models');
      const card = cards(page).first();
      const button = card.getByRole('button', { name: /^Measures of / });
      const panel = card.locator('dl');
      await hydrated(button);

      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(panel).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // A tap inside the panel (its unit switch) keeps it open.
      await card.getByRole('button', { name: 'INCHES' }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.getByRole('heading', { level: 1 }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('a card’s heart stands out 3:1 on a black cover and on a white one', async ({ page }) => {
      await page.goto('/en/models');
      const card = cards(page).first();
      const heart = card.getByRole('button', { name: /^Add .+ to wishlist$/ });
      for (const colour of ['#000000', '#ffffff']) {
        await paintCover(card, colour);
        expect(await heartContrast(page, heart), colour).toBeGreaterThanOrEqual(3);
      }
    });

    for (const path of ['/en/favorites', '/pt/favoritos']) {
      test(`${path}: the wishlist’s four actions are one width, on a grid`, async ({ page }) => {
        await seedWishlist(page, path);
        const actions = page
          .locator('main')
          .getByRole('button', { name: /^(Request a quote|Pedir orçamento)$/ });
        const all = actions.locator('xpath=..').locator(':scope > *');
        await expect(all).toHaveCount(4);
        const boxes = await Promise.all((await all.all()).map(box));
        for (const each of boxes) expect(Math.abs(each.width - boxes[0]!.width)).toBeLessThanOrEqual(1);
        const columns = new Set(boxes.map((each) => Math.round(each.x)));
        const rows = new Set(boxes.map((each) => Math.round(each.y)));
        // Two by two on a phone, one row on a desktop.
        expect([columns.size, rows.size]).toEqual(viewport === PHONE ? [2, 2] : [4, 1]);
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
      });
    }

    test('the wishlist’s messages cover no card or control at the top of a page, and the last page’s does not follow', async ({
      page,
    }) => {
      await page.goto('/en/models');
      const notifications = page.getByRole('region', { name: 'Notifications' });
      const heart = cards(page)
        .first()
        .getByRole('button', { name: /^Add .+ to wishlist$/ });
      const name = (await heart.getAttribute('aria-label'))!.replace(/^Add (.+) to wishlist$/, '$1');
      await hydrated(heart);
      await heart.click();
      await expect(notifications.getByText(`Added ${name} to your wishlist`)).toBeVisible();
      await expectCoversNothing(page, notifications.locator('> div').first());

      // Moved on within the page's life (no reload), while the message would still show.
      const wishlistLink = page.locator('body > header').getByRole('link', { name: /^Wishlist/ });
      await hydrated(wishlistLink);
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      await wishlistLink.click();
      await expect(
        page.getByRole('list', { name: 'Talents on your wishlist' }).getByRole('listitem'),
      ).toHaveCount(1);
      expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
      expect(await notifications.count()).toBe(0);

      await page.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
      await expect(notifications.getByText(`Removed ${name} from your wishlist`)).toBeVisible();
      await expectCoversNothing(page, notifications.locator('> div').first());
    });
  });
}
