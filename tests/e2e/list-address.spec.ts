import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';
import { cards, total } from './talent-list';

// A list's address says what the visitor chose in words they read, and keeps saying it in the other
// language: the filters' words are the same in both.

const LISTS = [
  { locale: 'en', category: 'models', path: '/en/models', nonBinary: 'Non-binary', filters: 'Filter talent' },
  {
    locale: 'en',
    category: 'commercial',
    path: '/en/commercial',
    nonBinary: 'Non-binary',
    filters: 'Filter talent',
  },
  { locale: 'en', category: 'actors', path: '/en/actors', nonBinary: 'Non-binary', filters: 'Filter talent' },
  {
    locale: 'pt',
    category: 'digital',
    path: '/pt/digital',
    nonBinary: 'Não binário',
    filters: 'Filtrar talentos',
  },
  {
    locale: 'pt',
    category: 'special',
    path: '/pt/special',
    nonBinary: 'Não binário',
    filters: 'Filtrar talentos',
  },
  {
    locale: 'pt',
    category: 'models',
    path: '/pt/modelos',
    nonBinary: 'Não binário',
    filters: 'Filtrar talentos',
  },
] as const;

for (const { locale, category, path, nonBinary, filters } of LISTS) {
  test(`${path}: the non-binary chip writes ?gender=non-binary, filters the list and survives a reload`, async ({
    page,
    request,
  }) => {
    const expected = (await (
      await request.get(`/api/talents?category=${category}&locale=${locale}&gender=non-binary`)
    ).json()) as { total: number };
    expect(expected.total).toBeGreaterThan(0);

    await page.goto(path);
    const all = await total(page);
    expect(expected.total).toBeLessThan(all);
    const chip = page
      .getByRole('navigation', { name: filters })
      .getByRole('button', { name: nonBinary, exact: true });
    await hydrated(chip);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?gender=non-binary$`));
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await total(page)).toBe(expected.total);

    await page.reload();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await total(page)).toBe(expected.total);
    await expect(cards(page)).toHaveCount(Math.min(expected.total, 20));
  });
}

test.describe('the language switch keeps a list’s filters', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('/en/models with filters ⇄ /pt/modelos with the same filters', async ({ page }) => {
    const query = '?sub=new_faces&gender=woman&height=170-';
    await page.goto(`/en/models${query}`);
    const footer = page.locator('body > footer');
    const toPortuguese = footer.getByRole('link', { name: 'português' });
    await hydrated(toPortuguese);
    // The link itself carries the filters (a new tab, a copied link), not only its click.
    await expect(toPortuguese).toHaveAttribute('href', `/pt/modelos${query}`);
    const before = await total(page);
    await toPortuguese.click();
    await expect(page).toHaveURL(new RegExp(`/pt/modelos\\${query}$`));
    await expect(page.getByRole('button', { name: 'New faces' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('list', { name: 'Género: New faces' }).getByRole('button', { name: 'Mulher' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await total(page)).toBe(before);

    const toEnglish = footer.getByRole('link', { name: 'English' });
    await hydrated(toEnglish);
    await expect(toEnglish).toHaveAttribute('href', `/en/models${query}`);
    await toEnglish.click();
    await expect(page).toHaveURL(new RegExp(`/en/models\\${query}$`));
    expect(await total(page)).toBe(before);
  });

  test('a choice made on the page reaches the link, both ways', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pt/comercial');
    const chip = page
      .getByRole('navigation', { name: 'Filtrar talentos' })
      .getByRole('button', { name: 'Não binário', exact: true });
    await hydrated(chip);
    await chip.click();
    await expect(page).toHaveURL(/\/pt\/comercial\?gender=non-binary$/);
    const toEnglish = page.locator('body > footer').getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('href', '/en/commercial?gender=non-binary');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/commercial\?gender=non-binary$/);
    await expect(
      page.getByRole('navigation', { name: 'Filter talent' }).getByRole('button', { name: 'Non-binary' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body > footer').getByRole('link', { name: 'português' })).toHaveAttribute(
      'href',
      '/pt/comercial?gender=non-binary',
    );
  });
});
