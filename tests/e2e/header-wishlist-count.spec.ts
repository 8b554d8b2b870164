import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

// Issue 19, part 9: the header's heart shows how many talents are on the wishlist, and says it.

test('the heart counts the shortlisted talents on every page, in its name too', async ({ page }) => {
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  await page.goto('/en/models');
  await page.waitForLoadState('networkidle');
  const heart = page.locator('body > header').getByRole('link', { name: /^Wishlist/ });
  await expect(heart).toHaveAccessibleName('Wishlist');
  await expect(heart).toHaveText('');

  const hearts = page.getByRole('button', { name: /^Add .+ to wishlist$/ });
  await hydrated(hearts.first());
  await hearts.first().click();
  await expect(heart).toHaveAccessibleName('Wishlist, 1 talent');
  await expect(heart).toHaveText('1');
  await hearts.first().click();
  await expect(heart).toHaveAccessibleName('Wishlist, 2 talents');

  // Loaded from the browser's storage on another page, in the other language.
  await page.goto('/pt/contato');
  const coracao = page.locator('body > header').getByRole('link', { name: /^Favoritos/ });
  await expect(coracao).toHaveAccessibleName('Favoritos, 2 talentos');
  await expect(coracao).toHaveText('2');
  expect(hydrationErrors).toEqual([]);
});

test('the server’s HTML has the heart without a count: the wishlist lives in the browser', async ({
  request,
}) => {
  const html = await (await request.get('/en/contact')).text();
  expect(html).toMatch(/<a [^>]*aria-label="Wishlist"[^>]*>/);
});
