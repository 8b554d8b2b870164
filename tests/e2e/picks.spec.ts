import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { FavoriteTalent } from '@/features/favorites/types';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { passTimeTrap, prepareFormPage, submissionFor } from './forms';
import { seedWishlist } from './wishlist';

// A booker shares a shortlist; the client reviews it (Yes / Maybe / No, notes, their name) and sends
// back a picks link, which carries everything in the address. The reviewer's words reach the booker's
// page as plain text, attributed, and the booking request's message.

const LANGUAGES = {
  en: { path: '/en/favorites', messages: en, form: { name: 'Name / company', phone: 'Phone number' } },
  pt: { path: '/pt/favoritos', messages: pt, form: { name: 'Nome / empresa', phone: 'Número de telefone' } },
} as const;
type Language = keyof typeof LANGUAGES;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const JOB_YEAR = new Date().getFullYear() + 1;
const REVIEWER = 'Ana Sofia';
const NOTES = {
  teresa: 'Perfect for the summer campaign <b>really</b>',
  charlie: 'Too tall for this one',
};

/** A message with its `{name}`-style arguments filled in, as the page shows it. */
const text = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

async function visitor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { context, page: await context.newPage() };
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
  ).toEqual([]);
}

/** Kept with the test's output, for a person to look at the layout. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of Object.keys(LANGUAGES) as Language[]) {
      const { path, messages, form } = LANGUAGES[language];
      const m = messages.FavoritesPicks;
      const pickFor = (page: Page, name: string) =>
        page.getByRole('radiogroup', { name: text(m.review.markLabel, { name }) });

      test(`a shortlist's review goes back as a picks link and on to the agency, in ${language}`, async ({
        page,
        browser,
        request,
      }, testInfo) => {
        test.slow();
        // The booker shares three talents.
        await prepareFormPage(page);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await seedWishlist(page, path);
        await page.getByRole('button', { name: messages.Favorites.share }).click();
        await page.getByRole('button', { name: messages.Favorites.shareLink.copy }).click();
        const shareLink = await page.evaluate(() => navigator.clipboard.readText());
        expect(shareLink).toMatch(/\?shared=1005\.1003\.1001$/);

        // The client reviews it: Yes, Maybe (by keyboard), No with a note.
        const client = await visitor(browser, viewport);
        await client.page.goto(shareLink);
        await client.page.getByRole('button', { name: m.review.open }).click();
        const progress = client.page.getByRole('status').filter({ hasText: /\d/ });
        await expect(progress).toHaveText(text(m.review.progress, { reviewed: '0', total: '3' }));
        await client.page.getByLabel(m.review.name).fill(REVIEWER);
        await pickFor(client.page, 'Teresa Pires Leite').getByRole('radio', { name: m.marks.yes }).check();
        await client.page
          .getByLabel(text(m.review.noteLabel, { name: 'Teresa Pires Leite' }))
          .fill(NOTES.teresa);
        const ivoYes = pickFor(client.page, 'Ivo Pereira').getByRole('radio', { name: m.marks.yes });
        await ivoYes.focus();
        await client.page.keyboard.press('Space');
        await client.page.keyboard.press('ArrowRight');
        await expect(
          pickFor(client.page, 'Ivo Pereira').getByRole('radio', { name: m.marks.maybe }),
        ).toBeChecked();
        await pickFor(client.page, 'Charlie Mendes Ramos').getByRole('radio', { name: m.marks.no }).check();
        await client.page
          .getByLabel(text(m.review.noteLabel, { name: 'Charlie Mendes Ramos' }))
          .fill(`${NOTES.charlie}\u0007`);
        await expect(progress).toHaveText(text(m.review.progress, { reviewed: '3', total: '3' }));
        await noAxeViolations(client.page);
        await screenshot(client.page, testInfo, `review-${language}-${viewport.width}`);

        // The review is still there after a reload.
        await client.page.reload();
        await expect(client.page.getByLabel(m.review.name)).toHaveValue(REVIEWER);
        await expect(
          pickFor(client.page, 'Teresa Pires Leite').getByRole('radio', { name: m.marks.yes }),
        ).toBeChecked();
        await expect(
          pickFor(client.page, 'Ivo Pereira').getByRole('radio', { name: m.marks.maybe }),
        ).toBeChecked();
        await expect(
          pickFor(client.page, 'Charlie Mendes Ramos').getByRole('radio', { name: m.marks.no }),
        ).toBeChecked();
        await expect(
          client.page.getByLabel(text(m.review.noteLabel, { name: 'Teresa Pires Leite' })),
        ).toHaveValue(NOTES.teresa);

        // "Send my picks back": a link to copy.
        await client.page.getByRole('button', { name: m.review.send }).click();
        await expect(client.page.getByRole('heading', { name: m.review.readyTitle })).toBeFocused();
        await client.page
          .getByRole('region', { name: m.review.readyTitle })
          .getByRole('button', { name: messages.Favorites.shareLink.copy })
          .click();
        const picksLink = await client.page.evaluate(() => navigator.clipboard.readText());
        expect(picksLink).toBe(await client.page.getByLabel(m.review.linkLabel).inputValue());
        expect(picksLink).toMatch(new RegExp(`${path}\\?picks=1[A-Za-z0-9_-]+$`));
        await screenshot(client.page, testInfo, `review-sent-${language}-${viewport.width}`);

        // The booker opens it: the picks grouped, the reviewer's words as text, attributed.
        const response = await page.goto(picksLink);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['x-robots-tag']).toBe('noindex');
        await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
        await expect(
          page.getByRole('heading', { name: text(m.picks.title, { name: REVIEWER }) }),
        ).toBeVisible();
        await expect(page.getByText(text(m.picks.attribution, { name: REVIEWER }))).toBeVisible();
        const group = (mark: string) =>
          page
            .getByRole('region', { name: text(m.picks.groupTitle, { mark, shown: '1' }) })
            .getByRole('listitem');
        await expect(group(m.marks.yes)).toHaveText(
          new RegExp(`Teresa Pires Leite.*${NOTES.teresa}.*${text(m.picks.noteBy, { name: REVIEWER })}`),
        );
        await expect(group(m.marks.maybe)).toHaveText(/Ivo Pereira/);
        await expect(group(m.marks.no)).toHaveText(new RegExp(`Charlie Mendes Ramos.*${NOTES.charlie}`));
        await expect(page.locator('main b')).toHaveCount(0);
        await expect(page).toHaveTitle(new RegExp(messages.Metadata.favorites));
        expect(await page.title()).not.toContain(REVIEWER);
        await noAxeViolations(page);
        await screenshot(page, testInfo, `picks-${language}-${viewport.width}`);

        // The picks side by side, every talent of the shortlist a column.
        await page.getByRole('button', { name: messages.Compare.open }).click();
        await expect(
          page.getByRole('table', { name: messages.Compare.caption }).getByRole('columnheader'),
        ).toHaveCount(3);

        // …and asks the agency for the Yes ones, the notes already in the message.
        await page.getByRole('button', { name: m.ask.open }).click();
        const message = page.getByLabel(messages.FavoritesForm.message);
        await expect(message).toHaveValue(
          `${text(m.ask.heading, { name: REVIEWER })}\n- Teresa Pires Leite: ${NOTES.teresa}`,
        );
        await expect(page.getByText(messages.FavoritesForm.talents.replace('{count}', '1'))).toBeVisible();
        const email = `picks-${language}-${viewport.width}-${Date.now()}@agency.example`;
        await page.getByLabel(form.name).fill('Agência Exemplo, Lda.');
        await page.getByLabel(messages.FavoritesForm.email, { exact: true }).fill(email);
        await page.getByLabel(form.phone).fill('+351 912 345 678');
        await page.getByLabel(messages.FavoritesForm.jobDate, { exact: true }).fill(`15/07/${JOB_YEAR}`);
        await page.getByLabel(messages.FavoritesForm.buyouts).fill('Online, Portugal, 1 ano');
        await passTimeTrap(page);
        await page.getByRole('button', { name: messages.FavoritesForm.send, exact: true }).click();
        await expect(page.getByRole('heading', { name: messages.FavoritesForm.sentTitle })).toBeVisible();

        const submission = await submissionFor(request, 'entry:favorites', email);
        // Multipart form data writes a value's line breaks as CRLF on the way to the panel.
        expect(submission.fields.message?.replace(/\r\n/g, '\n')).toBe(
          `${text(m.ask.heading, { name: REVIEWER })}\n- Teresa Pires Leite: ${NOTES.teresa}`,
        );
        const models = JSON.parse(String(submission.fields.models)) as FavoriteTalent[];
        expect(models.map((model) => model.id)).toEqual([1001]);

        // Whoever else opens the picks adds the Yes ones to their own wishlist.
        await client.page.goto(picksLink);
        await client.page.getByRole('button', { name: m.picks.addYes }).click();
        await expect(client.page).toHaveURL(new RegExp(`${path}$`));
        await expect(
          client.page.getByRole('list', { name: messages.Favorites.listLabel }).getByRole('listitem'),
        ).toHaveText([/Teresa Pires Leite/]);
        await client.context.close();
      });

      test(`a damaged or overlong picks link is explained, not indexed, in ${language}`, async ({ page }) => {
        for (const [value, title] of [
          ['1AAAA', m.picks.damagedTitle],
          ['not-picks', m.picks.damagedTitle],
          [`1${'A'.repeat(6_001)}`, m.picks.tooLongTitle],
        ] as const) {
          const response = await page.goto(`${path}?picks=${value}`);
          expect(response?.status()).toBe(200);
          expect(response?.headers()['x-robots-tag']).toBe('noindex');
          await expect(page.getByRole('heading', { name: title })).toBeVisible();
          await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
        }
        await noAxeViolations(page);
        // The shortlist's own page stays indexable.
        const plain = await page.goto(path);
        expect(plain?.headers()['x-robots-tag']).toBeUndefined();
      });
    }
  });
}

test('sending picks asks for the reviewer’s name and at least one mark first', async ({ page }) => {
  const m = en.FavoritesPicks;
  await page.goto('/en/favorites?shared=1001.1003');
  await page.getByRole('button', { name: m.review.open }).click();
  await page.getByRole('button', { name: m.review.send }).click();
  await expect(page.getByLabel(m.review.name)).toBeFocused();
  await expect(page.getByLabel(m.review.name)).toHaveAccessibleDescription(m.review.nameRequired);
  await page.getByLabel(m.review.name).fill('Ana');
  await page.getByRole('button', { name: m.review.send }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.review.noneMarked })).toBeVisible();
  await expect(page.getByRole('heading', { name: m.review.readyTitle })).toHaveCount(0);
});
