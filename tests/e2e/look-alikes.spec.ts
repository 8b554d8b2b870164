import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';

// Look-alikes on a profile: up to six talents of the same category and gender and of a like age (within
// eight years, minors only beside minors), each linking to its profile in that category with the measure
// in which it differs most, in the visitor's language and unit.

const LANGUAGES = {
  en: {
    profile: '/en/models/1001/teresa-pires-leite',
    category: '/en/models/',
    // A digital talent whose one look-alike is listed first among the models.
    otherList: { profile: '/en/digital/1057/dani-araujo', category: '/en/digital/' },
    // A non-binary actor, the only one of the catalogue.
    alone: '/en/actors/1047/gabi-falcao',
    heading: 'Similar talent',
    inchesButton: 'INCHES',
    centimetres: /^[+-]\d+ cm (height|bust|chest|waist|hips)$/,
    inches: /^[+-]\d+(\.\d)?" (height|bust|chest|waist|hips)$/,
    years: /^[+-]\d+ years?$/,
  },
  pt: {
    profile: '/pt/modelos/1001/teresa-pires-leite',
    category: '/pt/modelos/',
    otherList: { profile: '/pt/digital/1057/dani-araujo', category: '/pt/digital/' },
    alone: '/pt/atores/1047/gabi-falcao',
    heading: 'Talentos semelhantes',
    inchesButton: 'POLEGADAS',
    centimetres: /^[+-]\d+ cm de (altura|busto|peito|cintura|anca)$/,
    inches: /^[+-]\d+(,\d)?" de (altura|busto|peito|cintura|anca)$/,
    years: /^[+-]\d+ anos?$/,
  },
} as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, rows: 2 },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, rows: 1 },
] as const;

const section = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** The line under each look-alike's name: how it differs. */
async function differences(links: Locator): Promise<string[]> {
  const texts = await links.allInnerTexts();
  return texts.map((text) => text.split('\n').at(-1)!.trim());
}

for (const { name, viewport, isMobile, hasTouch, rows } of VIEWPORTS) {
  test.describe(`on a ${viewport.width} px ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch });

    for (const [language, text] of Object.entries(LANGUAGES)) {
      test(`${language}: six look-alikes of the category, each a profile that answers`, async ({
        page,
        request,
      }) => {
        await page.goto(text.profile);
        const similar = section(page, text.heading);
        await expect(similar.getByRole('heading', { level: 2 })).toHaveText(text.heading);
        const links = similar.getByRole('link');
        await expect(links).toHaveCount(6);

        // In the server's HTML, in centimetres, each line localized.
        for (const line of await differences(links)) {
          expect(line).toMatch(new RegExp(`${text.centimetres.source}|${text.years.source}`));
        }
        const hrefs = await links.evaluateAll((anchors) =>
          anchors.map((anchor) => anchor.getAttribute('href')),
        );
        expect(new Set(hrefs).size).toBe(6);
        expect(hrefs).not.toContain(new URL(page.url()).pathname);
        for (const href of hrefs) {
          // Each the talent's canonical address: answered at once, naming itself as canonical.
          const response = await request.get(href!, { maxRedirects: 0 });
          expect(response.status()).toBe(200);
          const canonical = (await response.text()).match(/<link rel="canonical" href="([^"]+)"/)?.[1];
          expect(canonical && new URL(canonical).pathname).toBe(href);
        }
        // The same category: the look-alikes of a model are models, in the models' list.
        for (const href of hrefs) expect(href).toMatch(new RegExp(`^${text.category}`));

        // Covers below the fold wait for the visitor to scroll; their links name the talent.
        const covers = similar.locator('img');
        await expect(covers).toHaveCount(6);
        for (const cover of await covers.all()) {
          await expect(cover).toHaveAttribute('loading', 'lazy');
          await expect(cover).toHaveAttribute('alt', '');
        }
        for (const link of await links.all()) await expect(link).toHaveAccessibleName(/\S+ \S+/);

        // Three to a row on the phone, all six in one on the desktop.
        const tops = await similar
          .getByRole('listitem')
          .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(rows);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        const { violations } = await new AxeBuilder({ page })
          .include('section[aria-labelledby="similar-talent"]')
          .analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
      });

      test(`${language}: the differences follow the inches switch; the links take the keyboard`, async ({
        page,
      }) => {
        await page.goto(text.profile);
        const links = section(page, text.heading).getByRole('link');
        const inCentimetres = await differences(links);
        const lengths = inCentimetres.filter((line) => text.centimetres.test(line)).length;
        expect(lengths).toBeGreaterThan(0);

        const inches = page.getByRole('button', { name: text.inchesButton });
        await hydrated(inches);
        await inches.click();
        await expect
          .poll(async () => (await differences(links)).filter((line) => text.inches.test(line)).length)
          .toBe(lengths);
        for (const line of await differences(links)) {
          expect(line).toMatch(new RegExp(`${text.inches.source}|${text.years.source}`));
        }

        // Tab walks the look-alikes in order; Enter opens one.
        await hydrated(links.first());
        await links.first().focus();
        await page.keyboard.press('Tab');
        await expect(links.nth(1)).toBeFocused();
        const href = await links.nth(1).getAttribute('href');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(section(page, text.heading).getByRole('link')).not.toHaveCount(0);
      });

      test(`${language}: a look-alike listed first elsewhere links into this profile’s list`, async ({
        page,
        request,
      }, testInfo) => {
        await page.goto(text.otherList.profile);
        const links = section(page, text.heading).getByRole('link');
        await expect(links).not.toHaveCount(0);
        for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
          expect(href).toMatch(new RegExp(`^${text.otherList.category}`));
          const response = await request.get(href!, { maxRedirects: 0 });
          expect(response.status()).toBe(200);
        }
        await section(page, text.heading).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath('look-alikes.png') });
      });

      test(`${language}: no section when nobody is alike`, async ({ page }) => {
        const response = await page.goto(text.alone);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(section(page, text.heading)).toHaveCount(0);
      });
    }
  });
}
