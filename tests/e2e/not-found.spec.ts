import { expect, test } from '@playwright/test';
import { site } from '../../lib/site';
import { hydrated } from './hydration';

// The 404 pages (issue 19, part 6): a missing talent or post is a whole page in the server's HTML (its
// language and title); Return never leaves the site; the language switch leads to the other language's
// home, not to another 404; a profile address with the id alone redirects to the profile.

const TEXT = {
  en: { title: 'Page not found', heading: 'This page could not be found.', switchTo: 'português' },
  pt: { title: 'Página não encontrada', heading: 'Esta página não foi encontrada.', switchTo: 'English' },
} as const;
const OTHER = { en: 'pt', pt: 'en' } as const;

const MISSING = [
  ['en', '/en/models/987654/nobody'],
  ['pt', '/pt/atores/987654/ninguem'],
  ['en', '/en/blog/no-such-post'],
  ['pt', '/pt/blog/nenhum-artigo'],
  ['en', '/en/nope'],
  ['pt', '/pt/nada'],
] as const;

test.describe('a missing talent or post', () => {
  for (const [locale, path] of MISSING) {
    test(`${path}: 404 with the page's language and title in the server's HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
      expect(html).toContain(`<title>${TEXT[locale].title} | ${site.name.replace('&', '&amp;')}</title>`);
    });
  }
});

test('an address outside any language is the English 404 page in the server HTML', async ({ request }) => {
  const response = await request.get('/audio/no-such-file.mp3');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="en"/);
  expect(html).toContain(`<title>${TEXT.en.title} | ${site.name.replace('&', '&amp;')}</title>`);
  expect(html).toMatch(/<h1[^>]*>This page could not be found\.<\/h1>/);
  // A full page load of `/`, so the proxy picks the visitor's language.
  expect(html).toMatch(/<a href="\/"[^>]*>HOME<\/a>/);
});

test.describe('Return', () => {
  for (const locale of ['en', 'pt'] as const) {
    test(`on a 404 that is the tab's first page, goes to the ${locale} home page`, async ({ page }) => {
      await page.goto(`/${locale}/models/987654/nobody`);
      const back = page.getByRole('button', { name: locale === 'en' ? 'Return' : 'Voltar' });
      await hydrated(back);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    });
  }

  test('after another page of the site, goes one step back', async ({ page }) => {
    await page.goto('/pt/sobre');
    await page.goto('/pt/blog/nenhum-artigo');
    const back = page.getByRole('button', { name: 'Voltar' });
    await hydrated(back);
    await back.click();
    await expect(page).toHaveURL(/\/pt\/sobre$/);
  });
});

test.describe('the language switch on a 404 leads to the other language’s home', () => {
  for (const [locale, path] of MISSING) {
    test(path, async ({ page }) => {
      await page.goto(path);
      const other = OTHER[locale];
      const link = page.locator('body > footer').getByRole('link', { name: TEXT[locale].switchTo });
      await expect(link).toHaveAttribute('href', `/${other}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${other}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  }
});

test.describe('a profile address with the id alone', () => {
  for (const [path, canonical] of [
    ['/en/models/1001', '/en/models/1001/teresa-pires-leite'],
    ['/pt/modelos/1001', '/pt/modelos/1001/teresa-pires-leite'],
    // Under a list the talent is not in: its own list.
    ['/en/actors/1003', '/en/models/1003/ivo-pereira'],
  ] as const) {
    test(`${path} redirects permanently to ${canonical}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(canonical);
    });
  }

  test('an id the panel does not have is the 404 page', async ({ request }) => {
    expect((await request.get('/en/models/987654', { maxRedirects: 0 })).status()).toBe(404);
  });
});
