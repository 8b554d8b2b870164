import { deflateRawSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type Request, type TestInfo } from '@playwright/test';
import { encodePicks, type Picks } from '@/features/favorites/picks/picks-link';
import { picksFragment } from '@/features/favorites/picks/picks-param';
import type { FavoriteTalent, SharedShortlistAnswer } from '@/features/favorites/types';
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
  ivo: 'Check availability 12-14 Dec',
  charlie: 'Too tall for this one',
};
/** A talent of the local panel's catalogue besides the three the wishlist helpers know. */
const FOURTH_TALENT_ID = 1007;

/** A message with its `{name}`-style arguments filled in, as the page shows it. */
const text = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** The prefilled message a client's picks start, in the language of `m`: the client's words quoted. */
function picksMessage(
  m: typeof en.FavoritesPicks,
  reviewer: string,
  yes: { name: string; note?: string }[],
  maybe: { name: string; note?: string }[],
) {
  const quote = (words: string) => text(m.ask.quote, { words });
  const line = (label: string, note?: string) => (note ? `${label} — ${quote(note)}` : label);
  return [
    text(m.ask.heading, { name: quote(reviewer) }),
    ...yes.map(({ name, note }) => line(`- ${name}`, note)),
    ...(maybe.length > 0
      ? ['', ...maybe.map(({ name, note }) => line(text(m.ask.maybe, { name }), note))]
      : []),
  ].join('\n');
}

async function picksValue(picks: Picks): Promise<string> {
  const written = await encodePicks(picks);
  if (written.value === null) throw new Error(`not written: ${written.problem}`);
  return written.value;
}

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
        await client.page.getByLabel(text(m.review.noteLabel, { name: 'Ivo Pereira' })).fill(NOTES.ivo);
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
        // In the fragment, which no request carries.
        expect(picksLink).toMatch(new RegExp(`${path}#picks=1[A-Za-z0-9_-]+$`));
        await screenshot(client.page, testInfo, `review-sent-${language}-${viewport.width}`);

        // The booker opens it: the picks grouped, the reviewer's words as text, attributed.
        await page.goto(picksLink);
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
        await expect(group(m.marks.maybe)).toHaveText(new RegExp(`Ivo Pereira.*${NOTES.ivo}`));
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

        // …and asks the agency for the Yes ones, the Maybe apart in the message, each with its note.
        await page.getByRole('button', { name: m.ask.open }).click();
        const message = page.getByLabel(messages.FavoritesForm.message);
        const expectedMessage = picksMessage(
          m,
          REVIEWER,
          [{ name: 'Teresa Pires Leite', note: NOTES.teresa }],
          [{ name: 'Ivo Pereira', note: NOTES.ivo }],
        );
        await expect(message).toHaveValue(expectedMessage);
        await expect(page.getByRole('checkbox', { name: 'Ivo Pereira', exact: true })).toBeChecked();
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
        expect(submission.fields.message?.replace(/\r\n/g, '\n')).toBe(expectedMessage);
        const models = JSON.parse(String(submission.fields.models)) as FavoriteTalent[];
        expect(models.map((model) => model.id)).toEqual([1001]);
        // The receipt names what was asked for, under the reference the agency stored.
        const receipt = page.getByRole('heading', { name: messages.FavoritesForm.sentTitle }).locator('..');
        await expect(receipt).toContainText(submission.fields.reference!);
        await expect(receipt).toContainText('Teresa Pires Leite');

        // Whoever else opens the picks adds the Yes ones to their own wishlist.
        await client.page.goto(picksLink);
        await client.page.getByRole('button', { name: m.picks.addYes }).click();
        await expect(client.page).toHaveURL(new RegExp(`${path}$`));
        await expect(
          client.page.getByRole('list', { name: messages.Favorites.listLabel }).getByRole('listitem'),
        ).toHaveText([/Teresa Pires Leite/]);
        await client.context.close();
      });

      test(`every Yes and Maybe reaches the agency, and any can be taken out first, in ${language}`, async ({
        page,
      }, testInfo) => {
        await prepareFormPage(page);
        const answer = await page.request.get(`/api/favorites/shared?ids=${FOURTH_TALENT_ID}`);
        const fourth = ((await answer.json()) as SharedShortlistAnswer).talents[0]!.name;
        const value = await picksValue({
          reviewer: 'Marta Reis',
          picks: [
            { id: 1001, mark: 'yes', note: NOTES.teresa },
            { id: 1003, mark: 'maybe', note: NOTES.ivo },
            { id: 1005, mark: 'yes', note: '' },
            { id: FOURTH_TALENT_ID, mark: 'maybe', note: '' },
          ],
        });
        await page.goto(`${path}${picksFragment(value)}`);
        await page.getByRole('button', { name: m.ask.open }).click();

        // Both before sending: the Yes talents as the request, the Maybes in the message, each ticked.
        const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
        await expect(page.getByRole('group', { name: text(m.ask.yesLegend, { shown: '2' }) })).toBeVisible();
        await expect(
          page.getByRole('group', { name: text(m.ask.maybeLegend, { shown: '2' }) }),
        ).toBeVisible();
        for (const name of ['Teresa Pires Leite', 'Charlie Mendes Ramos', 'Ivo Pereira', fourth]) {
          await expect(box(name)).toBeChecked();
        }
        await expect(box('Ivo Pereira')).toHaveAccessibleDescription(text(m.ask.quote, { words: NOTES.ivo }));
        const message = page.getByLabel(messages.FavoritesForm.message);
        await expect(message).toHaveValue(
          picksMessage(
            m,
            'Marta Reis',
            [{ name: 'Teresa Pires Leite', note: NOTES.teresa }, { name: 'Charlie Mendes Ramos' }],
            [{ name: 'Ivo Pereira', note: NOTES.ivo }, { name: fourth }],
          ),
        );
        await expect(page.getByText(messages.FavoritesForm.talents.replace('{count}', '2'))).toBeVisible();
        await noAxeViolations(page);
        await screenshot(page, testInfo, `ask-${language}-${viewport.width}`);

        // A Yes taken out leaves the request and the message; the last Yes stays, and says why.
        await box('Charlie Mendes Ramos').uncheck();
        await expect(page.getByText(messages.FavoritesForm.talents.replace('{count}', '1'))).toBeVisible();
        await expect(box('Teresa Pires Leite')).toBeDisabled();
        await expect(box('Teresa Pires Leite')).toHaveAccessibleDescription(
          `${text(m.ask.quote, { words: NOTES.teresa })} ${m.ask.lastYes}`,
        );

        // The booker's own words below the picks stay when a Maybe is taken out too.
        const ownWords = 'Two shooting days in Lisbon.';
        await message.fill(`${await message.inputValue()}\n\n${ownWords}`);
        await box(fourth).uncheck();
        const sent = `${picksMessage(m, 'Marta Reis', [{ name: 'Teresa Pires Leite', note: NOTES.teresa }], [{ name: 'Ivo Pereira', note: NOTES.ivo }])}\n\n${ownWords}`;
        await expect(message).toHaveValue(sent);

        const email = `ask-${language}-${viewport.width}-${Date.now()}@agency.example`;
        await page.getByLabel(form.name).fill('Agência Exemplo, Lda.');
        await page.getByLabel(messages.FavoritesForm.email, { exact: true }).fill(email);
        await page.getByLabel(form.phone).fill('+351 912 345 678');
        await page.getByLabel(messages.FavoritesForm.jobDate, { exact: true }).fill(`12/12/${JOB_YEAR}`);
        await page.getByLabel(messages.FavoritesForm.buyouts).fill('Online, Portugal, 1 ano');
        await passTimeTrap(page);
        await page.getByRole('button', { name: messages.FavoritesForm.send, exact: true }).click();
        await expect(page.getByRole('heading', { name: messages.FavoritesForm.sentTitle })).toBeVisible();
        const submission = await submissionFor(page.request, 'entry:favorites', email);
        expect(submission.fields.message?.replace(/\r\n/g, '\n')).toBe(sent);
        const models = JSON.parse(String(submission.fields.models)) as FavoriteTalent[];
        expect(models.map((model) => model.id)).toEqual([1001]);
      });

      test(`a forged picks link adds no line to the booking message, in ${language}`, async ({
        page,
      }, testInfo) => {
        // A made-up pick behind a line break and 40 blank-looking letters, in the name and in a note.
        const blank = '\u3164'.repeat(40);
        const forged = [
          `Ana\r${blank}- Ivo Pereira: NO, do not book`,
          '1001y',
          `1003m Fine\u200B\u2060${blank}- Charlie Mendes Ramos: YES, book now\u200F`,
        ].join('\n');
        await page.goto(
          `${path}${picksFragment(`1${deflateRawSync(Buffer.from(forged)).toString('base64url')}`)}`,
        );
        const reviewer = 'Ana - Ivo Pereira: NO, do not book';
        await expect(
          page.getByRole('heading', { name: text(m.picks.title, { name: reviewer }) }),
        ).toBeVisible();
        await page.getByRole('button', { name: m.ask.open }).click();
        const message = page.getByLabel(messages.FavoritesForm.message);
        await expect(message).toHaveValue(
          picksMessage(
            m,
            reviewer,
            [{ name: 'Teresa Pires Leite' }],
            [{ name: 'Ivo Pereira', note: 'Fine - Charlie Mendes Ramos: YES, book now' }],
          ),
        );
        expect(await message.inputValue()).not.toMatch(/[\u3164\u200B\u2060\u200F]/);
        await message.scrollIntoViewIfNeeded();
        await screenshot(page, testInfo, `forged-${language}-${viewport.width}`);
      });

      test(`a damaged or overlong picks link is explained, not indexed, in ${language}`, async ({ page }) => {
        for (const [value, title] of [
          ['1AAAA', m.picks.damagedTitle],
          ['not-picks', m.picks.damagedTitle],
          [`1${'A'.repeat(6_001)}`, m.picks.tooLongTitle],
        ] as const) {
          // As links are written, and as older links carried the value: in the query.
          await page.goto(`${path}#picks=${value}`);
          await expect(page.getByRole('heading', { name: title })).toBeVisible();
          await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
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

/** No request but `opened` (the link itself) holds `value` in its address or any header (Referer included). */
async function expectNoneCarries(requests: Request[], value: string, opened?: string) {
  const carrying = [];
  for (const request of requests) {
    if (request.url() === opened) continue;
    const headers = Object.entries(await request.allHeaders()).filter(([, header]) => header.includes(value));
    if (request.url().includes(value) || headers.length > 0) carrying.push({ url: request.url(), headers });
  }
  expect(carrying).toEqual([]);
}

for (const language of Object.keys(LANGUAGES) as Language[]) {
  const { path, messages } = LANGUAGES[language];
  const other = LANGUAGES[language === 'en' ? 'pt' : 'en'];
  const m = messages.FavoritesPicks;

  test(`the picks value stays in the browser: no request carries it, in its address or a header, in ${language}`, async ({
    page,
    baseURL,
  }) => {
    const value = await picksValue({
      reviewer: 'Marta Reis',
      picks: [
        { id: 1001, mark: 'yes', note: NOTES.teresa },
        { id: 1003, mark: 'maybe', note: NOTES.ivo },
        { id: 1005, mark: 'no', note: NOTES.charlie },
      ],
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const prefetched = () => requests.filter((request) => request.headers()['next-router-prefetch']).length;
    const title = (messages: typeof en) =>
      page.getByRole('heading', { name: text(messages.FavoritesPicks.picks.title, { name: 'Marta Reis' }) });
    const switchTo = page
      .getByRole('navigation', { name: messages.LanguageSwitch.label })
      .getByRole('link', { name: messages.LanguageSwitch[language === 'en' ? 'pt' : 'en'] });

    // A link as they are written: the value in the fragment.
    await page.goto(`${path}${picksFragment(value)}`);
    await expect(title(messages)).toBeVisible();
    await page.getByRole('button', { name: m.ask.open }).click();
    await expect(page.getByLabel(messages.FavoritesForm.message)).toBeVisible();
    // Prefetched on intent: a talent's profile and the other language.
    await page
      .getByRole('link', { name: /Teresa Pires Leite/ })
      .first()
      .hover();
    await switchTo.hover();
    await expect.poll(prefetched).toBeGreaterThanOrEqual(2);
    await expectNoneCarries(requests, value);

    // An older link, the value in its query: moved to the fragment before the page asks for more.
    const oldLink = `${path}?picks=${value}`;
    const response = await page.goto(oldLink);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page).toHaveURL(`${baseURL}${path}${picksFragment(value)}`);
    await expect(title(messages)).toBeVisible();
    const before = prefetched();
    await switchTo.hover();
    await expect.poll(prefetched).toBeGreaterThan(before);

    // The language switch keeps the picks.
    await switchTo.click();
    await expect(page).toHaveURL(`${baseURL}${other.path}${picksFragment(value)}`);
    await expect(title(other.messages)).toBeVisible();

    await expectNoneCarries(requests, value, `${baseURL}${oldLink}`);
    expect(
      requests.filter((request) => request.url().includes('/api/favorites/shared')).length,
    ).toBeGreaterThan(1);
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
