import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

// Moving around a profile (issue 19, parts 4 and 9): the gallery tabs stay one row on a phone, the
// lightbox counts the pictures, and previous/next talent follow the list the visitor came from (with
// its filters), else the category's order.

const neighbours = (page: Page) => page.getByRole('navigation', { name: 'More talent' });

test.describe('previous and next talent', () => {
  test('opened directly: the category’s order, in the server’s HTML', async ({ request }) => {
    const html = await (await request.get('/en/models/1003/ivo-pereira')).text();
    expect(html).toContain('href="/en/models/1001/teresa-pires-leite"');
    expect(html).toContain('href="/en/models/1005/charlie-mendes-ramos"');
  });

  test('from a filtered list: that list’s order; Back returns to the list with its filters', async ({
    page,
  }) => {
    await page.goto('/en/models?gender=man');
    const card = page.getByRole('heading', { name: 'Ivo Pereira' }).getByRole('link');
    await hydrated(card);
    await card.click();
    await expect(page).toHaveURL(/\/en\/models\/1003\/ivo-pereira$/);
    // The men of the list, not the category: Ivo is the first, Mateus the next man.
    await expect(neighbours(page).getByRole('link', { name: 'Next talent Mateus Quaresma' })).toBeVisible();
    await expect(neighbours(page).getByRole('link', { name: /^Previous talent/ })).toHaveCount(0);

    const next = neighbours(page).getByRole('link', { name: 'Next talent Mateus Quaresma' });
    await hydrated(next);
    await next.click();
    await expect(page).toHaveURL(/\/en\/models\/1009\/mateus-quaresma$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mateus Quaresma');
    await expect(neighbours(page).getByRole('link', { name: 'Previous talent Ivo Pereira' })).toBeVisible();
    await expect(neighbours(page).getByRole('link', { name: 'Next talent Edson Moreira' })).toBeVisible();

    // Stepping replaced the profile in the history: the back arrow (history Back) is the list again.
    const back = page.getByRole('link', { name: 'Back to Models' });
    await hydrated(back);
    await back.click();
    await expect(page).toHaveURL(/\/en\/models\?gender=man$/);
  });

  test('in Portuguese, with names', async ({ page }) => {
    await page.goto('/pt/modelos/1003/ivo-pereira');
    const nav = page.getByRole('navigation', { name: 'Mais talentos' });
    await expect(nav.getByRole('link', { name: 'Talento anterior Teresa Pires Leite' })).toHaveAttribute(
      'href',
      '/pt/modelos/1001/teresa-pires-leite',
    );
    await nav.getByRole('link', { name: 'Talento seguinte Charlie Mendes Ramos' }).click();
    await expect(page).toHaveURL(/\/pt\/modelos\/1005\/charlie-mendes-ramos$/);
  });
});

test('the lightbox counts the pictures', async ({ page }) => {
  await page.goto('/en/models/1001/teresa-pires-leite');
  const pictures = page.getByRole('button', { name: /picture \d+ of \d+: open full screen/ });
  const total = await pictures.count();
  await hydrated(pictures.first());
  await pictures.first().click();
  const counter = page.locator('.yarl__counter');
  await expect(counter).toHaveText(`1 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 / ${total}`);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the gallery tabs are one row that scrolls sideways, by keyboard too', async ({ page }) => {
    // Six tabs, with the longer Portuguese names.
    await page.goto('/pt/atores/1081/henrique-moreira');
    const tablist = page.getByRole('tablist', { name: 'Galerias' });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    const tops = await tabs.evaluateAll((elements) => elements.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const row = await tablist.evaluate((list) => ({ width: list.clientWidth, content: list.scrollWidth }));
    expect(row.content).toBeGreaterThan(row.width);
    const rowBox = (await tablist.boundingBox())!;
    expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);

    await hydrated(tabs.first());
    await tabs.first().focus();
    await page.keyboard.press('End');
    const video = tablist.getByRole('tab', { name: 'Vídeo' });
    await expect(video).toHaveAttribute('aria-selected', 'true');
    await expect(video).toBeFocused();
    // Scrolled into the row's view.
    const videoBox = (await video.boundingBox())!;
    expect(videoBox.x + videoBox.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
  });
});
