import { expect, test } from '@playwright/test';
import { cards, total } from './talent-list';

test.describe('talent list', () => {
  test('the server sends the first 20 cards, each linking to its profile', async ({ request }) => {
    const html = await (await request.get('/en/models')).text();
    const profiles = new Set(html.match(/href="\/en\/models\/\d+\/[a-z0-9-]+"/g));
    expect(profiles.size).toBe(20);
    const pt = await (await request.get('/pt/modelos')).text();
    expect(pt).toMatch(/href="\/pt\/modelos\/\d+\/[a-z0-9-]+"/);
  });

  test('2 columns on a phone, 4 from 1024 px', async ({ page }) => {
    const columns = () =>
      page
        .locator('main ul:has(article)')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/commercial');
    expect(await columns()).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await columns()).toBe(4);
  });

  test('20 more talents arrive near the end of the grid, on and on', async ({ page }) => {
    await page.goto('/en/models');
    await expect(cards(page)).toHaveCount(20);
    expect(await total(page)).toBeGreaterThan(60);
    for (const expected of [40, 60]) {
      await cards(page).last().scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(expected);
    }
  });

  for (const [path, title] of <const>[
    ['/en/models', 'Models'],
    ['/en/commercial', 'Commercial'],
    ['/en/actors', 'Actors'],
    ['/en/digital', 'Digital'],
    ['/en/special', 'Special'],
    ['/pt/modelos', 'Modelos'],
    ['/pt/comercial', 'Comercial'],
    ['/pt/atores', 'Atores'],
    ['/pt/digital', 'Digital'],
    ['/pt/special', 'Especial'],
  ]) {
    test(`${path} lists its talent under its title`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: /Filter talent|Filtrar talentos/ })).toBeVisible();
    });
  }

  test('in Portuguese: filters, deselecting, search and the empty state', async ({ page }) => {
    await page.goto('/pt/modelos');
    const all = Number((await page.getByText(/\d+ talentos/).textContent())?.match(/\d+/)?.[0]);
    await page.getByRole('button', { name: 'New faces' }).click();
    await expect(page).toHaveURL(/\/pt\/modelos\?sub=new_faces$/);
    await page
      .getByRole('list', { name: 'Género: New faces' })
      .getByRole('button', { name: 'Mulher' })
      .click();
    await expect(page).toHaveURL(/gender=woman/);
    await page.getByRole('button', { name: 'New faces' }).click();
    await expect(page).toHaveURL(/\/pt\/modelos$/);
    await expect(page.getByText(`${all} talentos`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Pesquisar por nome' }).fill('zzqqxx');
    await expect(page.getByText('Nenhum talento corresponde a esta seleção.')).toBeVisible();
  });

  test('a failed step says so in the visitor language and retries', async ({ page }) => {
    // First the route's own refusal, then a proxy's page with no words of ours in it.
    const failures = [
      {
        contentType: 'application/json',
        body: JSON.stringify({ error: 'panel_unavailable', message: 'Da rota.' }),
      },
      { contentType: 'text/html', body: '<h1>503 Service Temporarily Unavailable</h1>' },
    ];
    let failing = true;
    await page.route('**/api/talents?**', (route) =>
      failing ? route.fulfill({ status: 503, ...failures[0]! }) : route.continue(),
    );
    await page.goto('/pt/modelos');
    await page.getByRole('button', { name: 'Mainboard' }).click();
    await expect(page.locator('main [role="alert"]')).toContainText('Da rota.');
    failures.shift();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.locator('main [role="alert"]')).toContainText(
      'Não foi possível carregar a lista de talentos.',
    );
    failing = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(cards(page).first()).toBeVisible();
  });

  test('subcategory and gender filters follow the spec and live in the URL', async ({ page }) => {
    await page.goto('/en/models');
    const all = await total(page);
    const newFaces = page.getByRole('button', { name: 'New faces' });
    await newFaces.click();
    await expect(page).toHaveURL(/\?sub=new_faces$/);
    await expect(newFaces).toHaveAttribute('aria-pressed', 'true');
    const inNewFaces = await total(page);
    expect(inNewFaces).toBeLessThan(all);

    // The gender choices open under the chosen subcategory; picking one keeps the subcategory.
    const genders = page.getByRole('list', { name: 'Gender: New faces' });
    await genders.getByRole('button', { name: 'Woman' }).click();
    await expect(page).toHaveURL(/sub=new_faces&gender=woman/);
    expect(await total(page)).toBeLessThanOrEqual(inNewFaces);

    // Choosing a subcategory resets the gender; choosing the active one again deselects it.
    await page.getByRole('button', { name: 'Mainboard' }).click();
    await expect(page).toHaveURL(/\?sub=mainboard$/);
    await page.getByRole('button', { name: 'Mainboard' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    expect(await total(page)).toBe(all);

    // Back walks the choices in reverse; a reload keeps the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\?sub=mainboard$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mainboard' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('other categories list genders at the top; a gender resets the subcategory', async ({ page }) => {
    // Kids has no gender choice of its own, so the top-level genders stay (beauty's own: measure-filters.spec).
    await page.goto('/en/commercial?sub=kids');
    await expect(page.getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'true');
    const topLevelMan = page
      .getByRole('navigation', { name: 'Filter talent' })
      .getByRole('list', { name: 'Gender', exact: true })
      .getByRole('button', { name: 'Man', exact: true });
    await topLevelMan.click();
    await expect(page).toHaveURL(/\/en\/commercial\?gender=man$/);
    await expect(page.getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('search ignores case and accents, and a search with no match says so', async ({ page }) => {
    await page.goto('/en/models');
    const names = await page.locator('main article h2').allTextContents();
    const accented = names.find((name) => name.normalize('NFD') !== name);
    expect(accented, 'the demo catalogue has accented names').toBeDefined();
    const typed = accented!
      .split(' ')[0]!
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(typed);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typed)}`));
    await expect(page.locator('main article h2', { hasText: accented! })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search by name' }).fill('zzqqxx');
    await expect(page.getByText('No talents match this selection.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all talent' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(cards(page)).toHaveCount(20);
  });

  test('a card shows measures in cm, switches to inches and opens the profile', async ({ page }) => {
    await page.goto('/en/models');
    const card = cards(page).first();
    await card.getByRole('button', { name: /^Measures of / }).click();
    const height = card.locator('dl div', { hasText: 'Height' }).locator('dd');
    await expect(height).toHaveText(/^\d+ cm$/);
    await card.getByRole('button', { name: 'INCHES' }).click();
    await expect(height).toHaveText(/^\d'\d+"$/);

    const name = (await card.locator('h2').textContent())!;
    await card.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/en\/models\/\d+\/[a-z0-9-]+$/);
  });

  test('the scroll-to-top button appears after scrolling and goes back up', async ({ page }) => {
    await page.goto('/en/models');
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the talents route explains bad input in the visitor language', async ({ request }) => {
    const en = await request.get('/api/talents?category=cooks&locale=en');
    expect(en.status()).toBe(400);
    expect((await en.json()).message).toMatch(/filters in the address are not valid/);
    const pt = await request.get('/api/talents?category=models&locale=pt&offset=-3');
    expect(pt.status()).toBe(400);
    expect((await pt.json()).message).toMatch(/filtros no endereço não são válidos/);
    const page2 = await request.get('/api/talents?category=models&locale=en&offset=20');
    expect(page2.status()).toBe(200);
    expect((await page2.json()).talents).toHaveLength(20);
  });
});
