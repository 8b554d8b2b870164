import { expect, test, type Page } from '@playwright/test';

// The about story (issue 8): five pages with Next, Back and back-to-start, the page in the URL, sliders
// on pages 1, 2, 3 and 5, the team beside the founders' vision, and the looping track.

const STORY = {
  en: {
    path: '/en/about',
    titles: ['Who we are', 'Our commitment', 'Talent and humanity', 'Our vision', 'We are waiting for you'],
    next: 'Next',
    back: 'Back',
    restart: 'Back to the start',
    team: 'Our team',
    soundOn: 'Turn sound on',
    soundOff: 'Turn sound off',
  },
  pt: {
    path: '/pt/sobre',
    titles: [
      'Quem somos',
      'O nosso compromisso',
      'Talento e humanidade',
      'A nossa visão',
      'Estamos à tua espera',
    ],
    next: 'Seguinte',
    back: 'Anterior',
    restart: 'Voltar ao início',
    team: 'A nossa equipa',
    soundOn: 'Ativar som',
    soundOff: 'Desativar som',
  },
} as const;

const pageTitle = (page: Page) => page.locator('main h2:visible').first();
const story = (page: Page) => page.locator('main article');
const sliders = (page: Page) => page.locator('main [aria-roledescription="carousel"]:visible');

for (const locale of ['en', 'pt'] as const) {
  const t = STORY[locale];

  test.describe(`about (${locale})`, () => {
    test('Next walks the five pages, each with its address; page 4 has no slider', async ({ page }) => {
      await page.goto(t.path);
      const controls = story(page).getByRole('navigation');
      await expect(pageTitle(page)).toHaveText(t.titles[0]);
      await expect(sliders(page)).toHaveCount(1);
      await expect(controls.getByRole('link', { name: t.back, exact: true })).toHaveCount(0);

      for (const number of [2, 3, 4, 5]) {
        await controls.getByRole('link', { name: t.next, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${t.path}\\?page=${number}$`));
        await expect(pageTitle(page)).toHaveText(t.titles[number - 1]!);
        await expect(pageTitle(page)).toBeFocused();
        await expect(sliders(page)).toHaveCount(number === 4 ? 0 : 1);
        if (number === 4) {
          const team = page.getByRole('region', { name: t.team });
          await expect(team.locator('a[href^="mailto:"]').first()).toBeVisible();
        }
      }
      await expect(controls.getByRole('link', { name: t.next, exact: true })).toHaveCount(0);

      await controls.getByRole('link', { name: t.restart }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(pageTitle(page)).toHaveText(t.titles[0]);

      // The browser's Back returns to the page of the story the visitor came from.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${t.path}\\?page=5$`));
      await expect(pageTitle(page)).toHaveText(t.titles[4]);
      await controls.getByRole('link', { name: t.back, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}\\?page=4$`));
      await expect(pageTitle(page)).toHaveText(t.titles[3]);
    });

    test('a page can be linked, and the whole story is in the HTML', async ({ page, request }) => {
      await page.goto(`${t.path}?page=3`);
      await expect(pageTitle(page)).toHaveText(t.titles[2]);
      await expect(sliders(page)).toHaveCount(1);

      const html = await (await request.get(t.path)).text();
      for (const title of t.titles) expect(html).toContain(title);
    });

    test('the track starts on arrival or on the next click, and the toggle stops it', async ({ page }) => {
      await page.goto(t.path);
      const sound = story(page).getByRole('button', { name: new RegExp(`^(${t.soundOn}|${t.soundOff})$`) });
      await expect(sound).toBeVisible();
      // Where the browser blocked autoplay, any click on the page starts the track.
      await story(page).getByRole('heading', { level: 1 }).click();
      await expect(sound).toHaveAccessibleName(t.soundOff);
      await sound.click();
      await expect(sound).toHaveAccessibleName(t.soundOn);
      await page.getByRole('heading', { level: 1 }).click();
      await expect(sound).toHaveAccessibleName(t.soundOn);
    });
  });
}

test('the language switch keeps the page of the story', async ({ page }) => {
  await page.goto('/en/about?page=3');
  await expect(pageTitle(page)).toHaveText(STORY.en.titles[2]);
  await page.locator('body > footer').getByRole('link', { name: 'português' }).click();
  await expect(page).toHaveURL(/\/pt\/sobre\?page=3$/);
  await expect(pageTitle(page)).toHaveText(STORY.pt.titles[2]);
});
