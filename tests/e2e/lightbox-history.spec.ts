import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

// Back closes the lightbox, as in every gallery app: open, it is a step of the history of its own, at
// the profile's address; closed by its own button, it leaves no step behind, so Back is the list again.

const LANGUAGES = {
  en: {
    list: '/en/models',
    profile: /\/en\/models\/1001\/teresa-pires-leite$/,
    picture: /picture 1 of \d+: open full screen/,
    close: 'Close',
  },
  pt: {
    list: '/pt/modelos',
    profile: /\/pt\/modelos\/1001\/teresa-pires-leite$/,
    picture: /fotografia 1 de \d+: abrir em ecrã inteiro/,
    close: 'Fechar',
  },
} as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;

for (const { name, viewport, isMobile, hasTouch } of VIEWPORTS) {
  test.describe(`on a ${viewport.width} px ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch });

    for (const [language, text] of Object.entries(LANGUAGES)) {
      test(`${language}: Back closes the lightbox and keeps the profile; then Back is the list`, async ({
        page,
      }, testInfo) => {
        await page.goto(text.list);
        const card = page.getByRole('heading', { name: 'Teresa Pires Leite' }).getByRole('link');
        await hydrated(card);
        await card.click();
        await expect(page).toHaveURL(text.profile);

        const picture = page.getByRole('button', { name: text.picture });
        await hydrated(picture);
        await picture.click();
        const lightbox = page.locator('.yarl__root');
        await expect(lightbox).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('lightbox-open.png') });
        await page.goBack();
        await expect(lightbox).toHaveCount(0);
        await expect(page).toHaveURL(text.profile);
        await expect(picture).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath('lightbox-closed-by-back.png') });

        // Closed by its own button, the lightbox leaves no step behind: Back is the list.
        await picture.click();
        await expect(lightbox).toBeVisible();
        await lightbox.getByRole('button', { name: text.close, exact: true }).click();
        await expect(lightbox).toHaveCount(0);
        await expect(page).toHaveURL(text.profile);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`${text.list}$`));
        await expect(page.getByRole('heading', { name: 'Teresa Pires Leite' })).toBeVisible();
      });
    }
  });
}
