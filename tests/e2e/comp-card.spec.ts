// The comp card and the package in a real browser (issue 16, parts 1, 2 and 6): the profile's "Comp card
// (PDF)" link follows the page's language and the visitor's CM/INCHES choice, the wishlist's "Download
// package (PDF)" link names the shortlist, both download PDFs; the routes' refusals are the API's JSON.
// The PDFs' contents are checked by tests/unit/comp-card.test.ts.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

/** The local panel's complete example: book and compo pictures, every measure. */
const TALENT = { id: 1001, slug: 'teresa-pires-leite' };
const SHORTLIST = [
  { id: 1001, name: 'Teresa Pires Leite', slug: 'teresa-pires-leite', category: 'models', cover: null },
  { id: 1003, name: 'Ivo Pereira', slug: 'ivo-pereira', category: 'models', cover: null },
];
/** Drawing a package in dev mode compiles the route first: more than the default 30 s. */
const PDF_TIMEOUT_MS = 90_000;

async function expectPdf(download: Download, filename: string | RegExp): Promise<void> {
  if (typeof filename === 'string') expect(download.suggestedFilename()).toBe(filename);
  else expect(download.suggestedFilename()).toMatch(filename);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

async function openCompo(page: Page, path: string, compoTab = 'Compo') {
  await page.goto(path);
  await page.getByRole('tab', { name: compoTab, exact: true }).click();
  return page.getByRole('tabpanel');
}

test.describe('comp card', () => {
  test.setTimeout(PDF_TIMEOUT_MS);

  test('beside "Print composite", downloads <slug>-comp-card.pdf in the chosen units', async ({ page }) => {
    await page.goto(`/en/models/${TALENT.id}/${TALENT.slug}`);
    // The visitor's choice, made on the measures of the first tab, follows to the compo tab's link.
    await page
      .getByRole('group', { name: en.Catalogue.unitLabel })
      .getByRole('button', { name: 'INCHES' })
      .click();
    await page.getByRole('tab', { name: 'Compo', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: en.Profile.compositeDownload.print })).toBeVisible();
    const link = panel.getByRole('link', { name: en.Profile.compositeDownload.compCard });
    await expect(link).toHaveAttribute('href', `/api/comp-card/${TALENT.id}?locale=en&units=in`);
    await expect(link).toHaveAttribute('download', '');

    const downloading = page.waitForEvent('download');
    await link.click();
    await expectPdf(await downloading, `${TALENT.slug}-comp-card.pdf`);
  });

  test('a talent without compo pictures offers the comp card under the measures', async ({ page }) => {
    // The local panel's generated talents are seeded: this one has a book but no compo.
    await page.goto('/en/models/1015/maria-joao-duarte');
    await expect(page.getByRole('tab', { name: 'Compo', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en.Profile.compositeDownload.print })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en.Profile.compositeDownload.compCard })).toHaveAttribute(
      'href',
      '/api/comp-card/1015?locale=en&units=cm',
    );
  });

  test('in Portuguese, the link asks for Portuguese labels and centimetres by default', async ({ page }) => {
    const panel = await openCompo(page, `/pt/modelos/${TALENT.id}/${TALENT.slug}`);
    await expect(panel.getByRole('link', { name: pt.Profile.compositeDownload.compCard })).toHaveAttribute(
      'href',
      `/api/comp-card/${TALENT.id}?locale=pt&units=cm`,
    );
  });

  test('the route answers a PDF attachment', async ({ request }) => {
    const response = await request.get(`/api/comp-card/${TALENT.id}?locale=pt&units=cm`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="${TALENT.slug}-comp-card.pdf"`,
    );
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('package', () => {
  test.setTimeout(PDF_TIMEOUT_MS);

  async function seedWishlist(page: Page, path: string) {
    await page.goto(path);
    await page.evaluate(
      (map) => window.localStorage.setItem('favorites', JSON.stringify(map)),
      Object.fromEntries(SHORTLIST.map((talent) => [talent.id, talent])),
    );
    await page.reload();
  }

  test('the wishlist downloads the shortlist’s package as a PDF', async ({ page }) => {
    await seedWishlist(page, '/en/favorites');
    const link = page.getByRole('link', { name: en.Favorites.downloadPackage });
    const href = new URL((await link.getAttribute('href'))!, 'http://localhost');
    expect(href.pathname).toBe('/api/package');
    expect(href.searchParams.get('ids')?.split(',').map(Number).sort()).toEqual([1001, 1003]);
    expect(href.searchParams.get('locale')).toBe('en');
    expect(href.searchParams.get('units')).toBe('cm');

    const downloading = page.waitForEvent('download');
    await link.click();
    await expectPdf(await downloading, /^[a-z0-9-]+-package-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  test('in Portuguese, the link is in Portuguese and asks for Portuguese labels', async ({ page }) => {
    await seedWishlist(page, '/pt/favoritos');
    const link = page.getByRole('link', { name: pt.Favorites.downloadPackage });
    await expect(link).toHaveAttribute('href', /[?&]locale=pt(&|$)/);
  });
});

test.describe('refusals', () => {
  test.setTimeout(PDF_TIMEOUT_MS);

  for (const [path, status, error, locale] of [
    ['/api/comp-card/abc?locale=en', 400, 'invalid_id', 'en'],
    ['/api/comp-card/1002?locale=pt', 404, 'talent_not_found', 'pt'],
    ['/api/comp-card/1001?units=mm&locale=en', 400, 'invalid_query', 'en'],
    ['/api/package?ids=1001,1002&locale=en', 400, 'invalid_query', 'en'],
    [
      `/api/package?ids=${Array.from({ length: 51 }, (_, i) => 1001 + 2 * i).join(',')}&locale=pt`,
      400,
      'invalid_query',
      'pt',
    ],
  ] as const) {
    test(`${path.slice(0, 60)} answers ${status} ${error}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const messages = locale === 'en' ? en : pt;
      expect(await response.json()).toEqual({ error, message: messages.Api.errors[error] });
    });
  }
});
