import { expect, test, type APIRequestContext } from '@playwright/test';

/** The canonical path of a talent in a category list, read from the list's server HTML. */
async function firstProfilePath(request: APIRequestContext, list: string): Promise<string> {
  const html = await (await request.get(list)).text();
  const path = html.match(/href="(\/en\/[a-z]+\/\d+\/[a-z0-9-]+)"/)?.[1];
  if (!path) throw new Error(`no profile link on ${list}`);
  return path;
}

test.describe('talent profile', () => {
  test('a stale slug or a wrong category redirects permanently to the canonical path', async ({
    request,
  }) => {
    const canonical = await firstProfilePath(request, '/en/models');
    const [, , , id] = canonical.split('/');
    const staleSlug = await request.get(`/en/models/${id}/old-name`, { maxRedirects: 0 });
    expect(staleSlug.status()).toBe(308);
    // Next 16 repeats the Location header of a cached (ISR) redirect; every copy must be the canonical path.
    const targets = staleSlug.headers().location!.split(', ');
    for (const target of targets) expect(new URL(target, 'http://x').pathname).toBe(canonical);

    const actor = await firstProfilePath(request, '/en/actors');
    const [, , , actorId, actorSlug] = actor.split('/');
    const listing = await (await request.get('/en/models')).text();
    test.skip(listing.includes(`/en/models/${actorId}/`), 'this actor is also a model');
    const wrongCategory = await request.get(`/en/models/${actorId}/${actorSlug}`, { maxRedirects: 0 });
    expect(wrongCategory.status()).toBe(308);
    expect(wrongCategory.headers().location!.split(', ')[0]).toMatch(
      new RegExp(`^/en/(?!models/)[a-z]+/${actorId}/${actorSlug}$`),
    );
  });

  test('an unknown talent gives the 404 page', async ({ page }) => {
    const response = await page.goto('/en/models/999999999/nobody');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page could not be found.' })).toBeVisible();
  });

  test('the server renders the name, age, first gallery and measures, never the birth date', async ({
    request,
    page,
  }) => {
    const path = await firstProfilePath(request, '/en/models');
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toMatch(/\d+ years/);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    await page.goto(path);
    await expect(page.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: /cover photo/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Units' })).toBeVisible();
  });

  test('tabs live in the URL and answer the arrow keys', async ({ request, page }) => {
    const path = await firstProfilePath(request, '/en/models');
    await page.goto(path);
    await page.getByRole('tab', { name: 'Snaps' }).click();
    await expect(page).toHaveURL(/\?gallery=snap$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Snaps' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Snaps' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Compo' })).toBeFocused();
    await expect(page).toHaveURL(/\?gallery=compo$/);
    // The CV tab exists only on the actors route: a link to it elsewhere shows the first gallery.
    await page.goto(`${path}?gallery=doc`);
    await expect(page.getByRole('tab', { name: 'Book' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a picture opens full screen and closing returns focus to it', async ({ request, page }) => {
    await page.goto(await firstProfilePath(request, '/en/models'));
    const first = page.getByRole('button', { name: /picture 1 of \d+: open full screen/ });
    await first.click();
    const lightbox = page.locator('.yarl__root');
    await expect(lightbox).toBeVisible();
    // Focus moves into the lightbox, which then takes the arrow keys; its counter shows the step.
    await expect.poll(() => lightbox.evaluate((root) => root.contains(document.activeElement))).toBe(true);
    const counter = lightbox.locator('.yarl__counter');
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    await expect(page.getByRole('button', { name: /picture 2 of \d+: open full screen/ })).toBeFocused();
  });

  test('the back arrow returns to the list with its filters and scroll position', async ({ page }) => {
    // The server renders the unfiltered list; the filter in the URL applies once the page is live.
    const filtered = page.waitForResponse((response) =>
      /\/api\/talents\?.*sub=mainboard/.test(response.url()),
    );
    await page.goto('/en/models?sub=mainboard');
    const { total } = (await (await filtered).json()) as { total: number };
    await expect(page.getByText(`${total} talents`)).toBeVisible();
    const card = page.locator('main article').nth(5);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await card.locator('h2 a').click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\//);
    await page.getByRole('link', { name: 'Back to Models' }).click();
    await expect(page).toHaveURL(/\/en\/models\?sub=mainboard$/);
    await expect(page.getByRole('button', { name: 'Mainboard' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});
