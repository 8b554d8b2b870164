import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { hydrated } from './hydration';

// The CM/INCHES switch is a 44 px target like every other control, and a size never shows without its
// scale: EU beside centimetres, UK beside inches (jeans: the waist in inches), so nobody reads a UK shoe
// as a US one.

const LANGUAGES = {
  en: { profile: '/en/models/1001/teresa-pires-leite', messages: en },
  pt: { profile: '/pt/modelos/1001/teresa-pires-leite', messages: pt },
} as const;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** The profile's value of one measure, as its definition list shows it. */
const measureValue = (page: Page, label: string) =>
  page
    .locator('main dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');

for (const [language, { profile, messages }] of Object.entries(LANGUAGES)) {
  for (const viewport of VIEWPORTS) {
    test(`${language} at ${viewport.width} px: the unit switch is 44 px tall; sizes name their scale`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(profile);
      const units = page.getByRole('group', { name: messages.Catalogue.unitLabel });
      const { measure } = messages.Catalogue;
      for (const button of await units.getByRole('button').all()) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.width).toBeGreaterThanOrEqual(44);
      }

      await expect(measureValue(page, measure.shoes)).toHaveText(/^EU \d+([.,]5)?$/);
      await expect(measureValue(page, measure.jeans)).toHaveText(/^EU \d+([.,]5)?$/);
      const inches = units.getByRole('button', { name: messages.Catalogue.inches });
      await hydrated(inches);
      await inches.click();
      await expect(inches).toHaveAttribute('aria-pressed', 'true');
      await expect(measureValue(page, measure.shoes)).toHaveText(/^UK \d+([.,]5)?$/);
      await expect(measureValue(page, measure.jeans)).toHaveText(/^W\d+$/);
      await units.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('profile-measures.png') });
    });
  }
}
