import { expect, test } from '@playwright/test';

// What an applicant reads before the form (issue 16, part 5; issue 19, parts 7 and 8): the notice that
// the agency never asks for money, reached from every page's footer, and the measure options in both units
// written the page's way.

const TEXT = {
  en: {
    home: '/en',
    path: '/en/be-a-model',
    footerLink: 'We never charge applicants',
    title: 'We never ask for money',
    contactPage: 'All our contacts',
    contactPath: '/en/contact',
    halfSize: '39.5',
  },
  pt: {
    home: '/pt',
    path: '/pt/seja-modelo',
    footerLink: 'Nunca cobramos nada aos candidatos',
    title: 'Nunca pedimos dinheiro',
    contactPage: 'Todos os nossos contactos',
    contactPath: '/pt/contato',
    halfSize: '39,5',
  },
} as const;

for (const locale of ['en', 'pt'] as const) {
  const t = TEXT[locale];

  test.describe(`no-fee notice (${locale})`, () => {
    test('the footer leads to the notice on the application page, in view below the header', async ({
      page,
    }) => {
      await page.goto(t.home);
      await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}#no-fees$`));
      const notice = page.getByRole('region', { name: t.title });
      await expect(notice).toBeInViewport();
      // Not hidden under the sticky header.
      const header = await page.locator('header').first().boundingBox();
      const heading = await notice.getByRole('heading', { name: t.title }).boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    });

    test('says how to check a scout: the agency’s email, phone and contact page', async ({ page }) => {
      await page.goto(t.path);
      const notice = page.getByRole('region', { name: t.title });
      await expect(notice.getByRole('link', { name: 'info@agencia.example' })).toHaveAttribute(
        'href',
        'mailto:info@agencia.example',
      );
      await expect(notice.getByRole('link', { name: '+351 210 000 000' })).toHaveAttribute(
        'href',
        'tel:+351210000000',
      );
      await expect(notice.getByRole('link', { name: t.contactPage })).toHaveAttribute('href', t.contactPath);
    });

    test('every bust, waist and hips option shows centimetres and inches; sizes use the page’s decimals', async ({
      page,
    }) => {
      await page.goto(t.path);
      for (const field of ['bust', 'waist', 'hips']) {
        // The options follow the page once the browser is idle, all of a select's at once.
        const options = page.locator(`select[name="${field}"] option:not([value=""])`);
        await expect(options).not.toHaveCount(0);
        const labels = await options.allTextContents();
        expect(labels.length).toBeGreaterThan(100);
        for (const label of labels) expect(label).toMatch(/^\d+ cm · \d+"$/);
      }
      await expect(page.locator('select[name="shoes"] option', { hasText: t.halfSize })).toHaveCount(1);
    });
  });
}
