import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { formatLongDate } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import { hydrated } from './hydration';
import { CATALOGUE_TALENTS, seedWishlist } from './wishlist';

// The wishlist's and a shared list's comparison: the talents as columns, sortable by a row, the rows'
// names in view while it scrolls sideways, kept in the address; its print, and the package's page.

const LANGUAGES = {
  en: { path: '/en/favorites', messages: en },
  pt: { path: '/pt/favoritos', messages: pt },
} as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const SHARED = '?shared=1005.1003.1001';
/** Drawing the package takes a few seconds on a busy machine. */
const PDF_TIMEOUT_MS = 90_000;

type Messages = typeof en;

async function openComparison(page: Page, messages: Messages): Promise<Locator> {
  const toggle = page.getByRole('button', { name: messages.Compare.open });
  await hydrated(toggle);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = page.getByRole('table', { name: messages.Compare.caption });
  await expect(table.getByRole('columnheader')).toHaveCount(CATALOGUE_TALENTS.length);
  return table;
}

const columnNames = (table: Locator) => table.getByRole('columnheader').allInnerTexts();

const rowCells = (table: Locator, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('rowheader', { name: label }) })
    .getByRole('cell');

/** The height row as centimetres, in column order. */
async function heights(table: Locator, messages: Messages): Promise<number[]> {
  const texts = await rowCells(table, messages.Compare.rows.height).allInnerTexts();
  return texts.map((text) => Number(/\d+/.exec(text)?.[0]));
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((n) => n.target) })),
  ).toEqual([]);
}

/** Sorts by height both ways: the columns follow, the row header says so, and so does the status line. */
async function expectSortsByHeight(page: Page, table: Locator, messages: Messages) {
  const heightHeader = table.getByRole('rowheader', { name: messages.Compare.rows.height });
  const sortButton = heightHeader.getByRole('button');
  await sortButton.click();
  await expect(heightHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await heights(table, messages);
  expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));
  const namesAscending = await columnNames(table);
  await expect(page.getByRole('status').filter({ hasText: messages.Compare.rows.height })).toHaveCount(1);

  // The keyboard turns it around.
  await sortButton.focus();
  await page.keyboard.press('Enter');
  await expect(heightHeader).toHaveAttribute('aria-sort', 'descending');
  const descending = await heights(table, messages);
  expect(descending).toEqual(descending.toSorted((a, b) => b - a));
  expect(await columnNames(table)).not.toEqual(namesAscending);
  expect(page.url()).toContain('sort=height&order=desc');
}

for (const [language, { path, messages }] of Object.entries(LANGUAGES)) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${language} at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      test('the wishlist compares its talents side by side, sorted by height, and keeps it on reload', async ({
        page,
      }, testInfo) => {
        await seedWishlist(page, path);
        const table = await openComparison(page, messages);
        expect((await columnNames(table)).toSorted()).toEqual(
          CATALOGUE_TALENTS.map((talent) => talent.name).toSorted(),
        );
        for (const row of Object.values(messages.Compare.rows)) {
          await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
        }
        await expectSortsByHeight(page, table, messages);
        await expectNoViolations(page);

        // Phone or desktop, the rows' names stay at the table's left edge when it scrolls sideways.
        const scroller = page.getByRole('region', { name: messages.Compare.caption });
        const rowHeader = table.getByRole('rowheader', { name: messages.Compare.rows.waist });
        await scroller.focus();
        const before = (await rowHeader.boundingBox())!;
        for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
        // The arrow keys scroll smoothly: the distance grows for a moment.
        if (viewport.width < 600) {
          await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
        }
        const after = (await rowHeader.boundingBox())!;
        expect(after.x).toBeCloseTo(before.x, 0);
        expect(after.x + after.width).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: testInfo.outputPath('comparison.png') });

        // In inches, the visitor's choice for the whole site.
        await page
          .getByRole('group', { name: messages.Catalogue.unitLabel })
          .getByRole('button', { name: messages.Catalogue.inches })
          .click();
        await expect(rowCells(table, messages.Compare.rows.height).first()).toContainText(`'`);

        await page.reload();
        const reloaded = page.getByRole('table', { name: messages.Compare.caption });
        await expect(reloaded.getByRole('rowheader', { name: messages.Compare.rows.height })).toHaveAttribute(
          'aria-sort',
          'descending',
        );
        await page.goBack();
        await expect(page.getByRole('table', { name: messages.Compare.caption })).toHaveCount(0);
        await expect(page.getByRole('button', { name: messages.Compare.open })).toHaveAttribute(
          'aria-expanded',
          'false',
        );
      });

      test('a shared list compares its talents side by side, sorted by height', async ({
        page,
      }, testInfo) => {
        await page.goto(`${path}${SHARED}`);
        const table = await openComparison(page, messages);
        await expectSortsByHeight(page, table, messages);
        await expectNoViolations(page);
        await page.screenshot({ path: testInfo.outputPath('shared-comparison.png'), fullPage: true });
      });
    });
  }

  test(`${language}: printed, the comparison alone fills A4 landscape pages`, async ({ page }, testInfo) => {
    await seedWishlist(page, path);
    await openComparison(page, messages);
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: testInfo.outputPath('print-media.png'), fullPage: true });
    const file = testInfo.outputPath('print.pdf');
    await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    const [width, height] = (/^Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/m.exec(info) ?? [])
      .slice(1)
      .map(Number);
    expect(width).toBeCloseTo(842, 0);
    expect(height).toBeCloseTo(595, 0);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text.toLowerCase()).toContain(messages.Compare.rows.height.toLowerCase());
    // Headed like the package: the agency's name and contact, and the day it was printed.
    expect(text.toLowerCase()).toContain(site.name.toLowerCase());
    expect(text).toContain('info@agencia.example');
    expect(text).toContain(formatLongDate(new Date(), language as 'en' | 'pt'));
    // The site's chrome and the wishlist's own controls are left out.
    expect(text).not.toContain(messages.Favorites.requestQuote);
    expect(text).not.toContain(messages.Favorites.intro);
    expect(text).not.toContain(messages.Catalogue.inches);
  });

  test(`${language}: the package PDF's second page is the comparison, in the chosen units`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(PDF_TIMEOUT_MS);
    await seedWishlist(page, path);
    const table = await openComparison(page, messages);
    await page
      .getByRole('group', { name: messages.Catalogue.unitLabel })
      .getByRole('button', { name: messages.Catalogue.inches })
      .click();
    const shownHeights = await rowCells(table, messages.Compare.rows.height).allInnerTexts();
    expect(shownHeights.join(' ')).toContain(`'`);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: messages.Favorites.downloadPackage }).click();
    const file = testInfo.outputPath('package.pdf');
    await (await downloading).saveAs(file);
    const secondPage = execFileSync('pdftotext', ['-f', '2', '-l', '2', '-layout', file, '-'], {
      encoding: 'utf8',
    });
    expect(secondPage).toContain(messages.Compare.title);
    for (const row of Object.values(messages.Compare.rows)) expect(secondPage).toContain(row);
    for (const talent of CATALOGUE_TALENTS) expect(secondPage).toContain(talent.name.split(' ')[0]);
    for (const height of shownHeights) expect(secondPage).toContain(height);
  });
}

const PHONE = { width: 390, height: 844 };

/** The covers' tops and heights, in column order. */
const coverBoxes = (table: Locator) =>
  table
    .getByRole('columnheader')
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => {
        const box = image.getBoundingClientRect();
        return { top: Math.round(box.top), height: Math.round(box.height) };
      }),
    );

for (const [language, { path, messages }] of Object.entries(LANGUAGES)) {
  test.describe(`${language} on a 390 × 844 phone`, () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('only the table scrolls sideways; covers in line; sizes name their scale', async ({
      page,
    }, testInfo) => {
      await seedWishlist(page, path);
      const table = await openComparison(page, messages);
      const scroller = page.getByRole('region', { name: messages.Compare.caption });
      // What sticks out past the phone's right edge, outside the table's own scrolling box. A phone
      // widens its layout to such content and lets a swipe pan the page sideways.
      const wide = await page.evaluate(
        (width) =>
          [...document.body.querySelectorAll('*')]
            .filter((element) => !element.closest('[role="region"]'))
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
        PHONE.width,
      );
      expect(wide).toEqual([]);
      const layout = await page.evaluate(() => ({
        innerWidth: window.innerWidth,
        scrollWidth: document.documentElement.scrollWidth,
      }));
      expect(layout).toEqual({ innerWidth: PHONE.width, scrollWidth: PHONE.width });
      await page.evaluate(() => window.scrollBy(200, 0));
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);

      const covers = await coverBoxes(table);
      expect(new Set(covers.map((cover) => cover.top)).size).toBe(1);
      expect(new Set(covers.map((cover) => cover.height)).size).toBe(1);

      const shoes = rowCells(table, messages.Compare.rows.shoes);
      for (const text of await shoes.allInnerTexts()) expect(text).toMatch(/^(EU \d|—)/);
      await page
        .getByRole('group', { name: messages.Catalogue.unitLabel })
        .getByRole('button', { name: messages.Catalogue.inches })
        .click();
      await expect(shoes.first()).toHaveText(/^(UK|EU) \d|^—/);
      for (const text of await shoes.allInnerTexts()) expect(text).toMatch(/^(UK \d|EU \d|—)/);
      for (const button of await page
        .getByRole('group', { name: messages.Catalogue.unitLabel })
        .getByRole('button')
        .all()) {
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: testInfo.outputPath('comparison-phone.png'), fullPage: true });
    });
  });

  test(`${language} at 1440 × 900: the table uses the page’s width, its covers in line`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await seedWishlist(page, path);
    const table = await openComparison(page, messages);
    const frame = await page
      .locator('main section')
      .first()
      .evaluate((section) => {
        const style = getComputedStyle(section);
        return section.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      });
    expect((await table.boundingBox())!.width).toBeGreaterThanOrEqual(frame * 0.95);
    const covers = await coverBoxes(table);
    expect(covers).toHaveLength(CATALOGUE_TALENTS.length);
    expect(new Set(covers.map((cover) => cover.top)).size).toBe(1);
    expect(new Set(covers.map((cover) => cover.height)).size).toBe(1);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('comparison-desktop.png') });
  });
}
