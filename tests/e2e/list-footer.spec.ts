import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { cards } from './talent-list';

// A list of any length keeps its footer (language, privacy policy, the no-fee notice) within reach: a few
// steps load by themselves, then the next 20 load on "Show more talent", and load by themselves again.

const BIG_LIST = 10_000;

/** Answers the list's steps as a catalogue of BIG_LIST talents would: the real cards, under new ids. */
async function serveBigList(page: Page) {
  await page.route('**/api/talents?**', async (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get('offset') ?? 0);
    const response = await route.fetch({
      url: route
        .request()
        .url()
        .replace(/offset=\d+/, 'offset=0'),
    });
    const body = (await response.json()) as {
      talents: { id: number }[];
      total: number;
      nextOffset: number | null;
    };
    const talents = body.talents.map((talent, index) => ({ ...talent, id: 1_000_000 + offset + index }));
    await route.fulfill({
      response,
      json: {
        ...body,
        talents,
        total: BIG_LIST,
        nextOffset: offset + talents.length < BIG_LIST ? offset + talents.length : null,
      },
    });
  });
}

/** Scrolls to the page's end again and again, as a visitor looking for the footer does. */
async function scrollToEnd(page: Page, times: number) {
  for (let step = 0; step < times; step += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(100);
  }
}

for (const { locale, path, viewport, showMore, privacy, loaded } of [
  {
    locale: 'en',
    path: '/en/models',
    viewport: { width: 1440, height: 900 },
    showMore: 'Show more talent',
    privacy: /Privacy policy/,
    loaded: /^20 more talents shown: 100 of \d+$/,
  },
  {
    locale: 'pt',
    path: '/pt/modelos',
    viewport: { width: 390, height: 844 },
    showMore: 'Mostrar mais talentos',
    privacy: /Política de privacidade/,
    loaded: /^Mais 20 talentos mostrados: 100 de \d+$/,
  },
] as const) {
  test(`${locale}, ${viewport.width} px: the footer of a ${BIG_LIST}-talent list is reached, and the button loads 20 more`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await serveBigList(page);
    await page.goto(path);
    await hydrated(cards(page).first());
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    await scrollToEnd(page, 8);

    // Three steps came by themselves; then the list waits, with the footer in view below its button.
    await expect(cards(page)).toHaveCount(80);
    const footer = page.locator('body > footer');
    await expect(footer).toBeInViewport();
    const links = await footer.getByRole('link').all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      // What a tap at the link's centre reaches is the link.
      const box = (await link.boundingBox())!;
      const reached = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.outerHTML ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(reached).toBe(await link.evaluate((element) => element.outerHTML));
    }
    await expect(footer.getByRole('link', { name: privacy })).toBeVisible();

    // The button by keyboard: 20 more, announced, and focus on the first of them.
    const button = page.getByRole('button', { name: showMore });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(100);
    await expect(page.locator('main').getByRole('status').filter({ hasText: loaded })).toBeAttached();
    await expect(cards(page).nth(80).getByRole('heading').getByRole('link')).toBeFocused();

    // And the steps come by themselves again, three of them, before the next wait.
    await scrollToEnd(page, 6);
    await expect(cards(page)).toHaveCount(160);
    await expect(footer).toBeInViewport();
  });
}
