import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

// Issue 16, part 4: from any page, the menu finds a talent of any category by name while typing (accents
// and case ignored, on the server), each result linking to the canonical profile, by keyboard too.

const MENU = { en: ['Open the menu', 'Find a talent'], pt: ['Abrir o menu', 'Encontrar um talento'] };

async function openSearch(page: Page, path: string, language: keyof typeof MENU) {
  const [openLabel, searchLabel] = MENU[language];
  await page.goto(path);
  const trigger = page.getByRole('button', { name: openLabel });
  await hydrated(trigger);
  await trigger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return { menu, field: menu.getByRole('searchbox', { name: searchLabel }) };
}

test('finds talent of every category by part of the name, accents and case aside, and opens the profile', async ({
  page,
}) => {
  const { menu, field } = await openSearch(page, '/en/contact', 'en');
  await field.fill('MARIA JOAO');
  const results = menu.getByRole('list', { name: 'Talents found' });
  await expect(menu.getByRole('status')).toHaveText('2 talents found.');
  await expect(results.getByRole('link')).toHaveText([
    /^Maria João Duarte\s*Models$/,
    /^Maria João Lopes\s*Actors$/,
  ]);
  await expect(results.getByRole('link').nth(1)).toHaveAttribute('href', '/en/actors/1183/maria-joao-lopes');

  await results.getByRole('link').first().click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/en\/models\/1015\/maria-joao-duarte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maria João Duarte' })).toBeVisible();
});

test('in Portuguese, by keyboard: Arrow Down into the results, Enter opens one', async ({ page }) => {
  const { menu, field } = await openSearch(page, '/pt/sobre', 'pt');
  await field.focus();
  await page.keyboard.type('teresa pires');
  const first = menu.getByRole('list', { name: 'Talentos encontrados' }).getByRole('link').first();
  await expect(first).toHaveAttribute('href', '/pt/modelos/1001/teresa-pires-leite');
  await expect(menu.getByRole('status')).toHaveText('1 talento encontrado.');

  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pt\/modelos\/1001\/teresa-pires-leite$/);
});

test('Enter in the field opens the first result; Escape clears the field before it closes the menu', async ({
  page,
}) => {
  const { menu, field } = await openSearch(page, '/en/news', 'en');
  await field.fill('zzzz');
  await expect(menu.getByRole('status')).toHaveText('No talent found.');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open the menu' }).click();
  await field.fill('ivo pereira');
  await expect(menu.getByRole('status')).toHaveText('1 talent found.');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/models\/1003\/ivo-pereira$/);
});

test('the search route answers JSON any cache may keep, and the API’s error for a bad query', async ({
  request,
}) => {
  const found = await request.get('/api/talents/search?q=JO%C3%83O');
  expect(found.status()).toBe(200);
  expect(found.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const body = (await found.json()) as { results: { name: string; category: string }[]; total: number };
  expect(body.results.length).toBeGreaterThan(0);
  expect(body.results.length).toBeLessThanOrEqual(8);
  for (const result of body.results) expect(result.name).toMatch(/jo[aã]o/i);

  const refused = await request.get('/api/talents/search?q=', { headers: { 'Accept-Language': 'en' } });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_query' });
});
