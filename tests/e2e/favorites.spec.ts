import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { holdLaterScripts } from './later-scripts';
import type { FavoriteTalent } from '@/features/favorites/types';
import { failFormRoute, passTimeTrap, prepareFormPage, submissionFor } from './forms';
import { layoutShift, watchLayoutShifts } from './layout-shifts';
import { CATALOGUE_TALENTS, seedWishlist } from './wishlist';

// The wishlist: hearts, persistence, tabs, remove-all, the booking request reaching the local
// panel (also through a failure), and share links.

const TALENTS = CATALOGUE_TALENTS;

const NAMES = TALENTS.map((talent) => talent.name);
const JOB_YEAR = new Date().getFullYear() + 1;
const JOB_DATE = { typed: `15/07/${JOB_YEAR}`, sent: `${JOB_YEAR}-07-15` };

const storedIds = (page: Page) =>
  page.evaluate(() =>
    Object.keys(JSON.parse(window.localStorage.getItem('favorites') ?? 'null')?.state.favorites ?? {}).map(
      Number,
    ),
  );

const wishlistCards = (page: Page, label = 'Talents on your wishlist') =>
  page.getByRole('list', { name: label }).getByRole('listitem');

test('adds talents from a category list and from a profile', async ({ page }) => {
  await page.goto('/en/models');
  const heart = page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to wishlist$/, '$1');
  // A tap before React has taken the card over does nothing (no heart works without script).
  await hydrated(heart);
  await heart.click();
  await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: `Added ${name} to your wishlist` })).toBeAttached();

  await page.goto('/en/models/1003/ivo-pereira');
  await page.getByRole('button', { name: 'Add Ivo Pereira to wishlist' }).click();

  await page.goto('/en/favorites');
  await expect(wishlistCards(page).filter({ hasText: name })).toHaveCount(1);
  await expect(wishlistCards(page).filter({ hasText: 'Ivo Pereira' })).toHaveCount(1);
});

test('the wishlist survives a reload, and a card’s close icon removes its talent', async ({ page }) => {
  await seedWishlist(page);
  await expect(wishlistCards(page)).toHaveCount(3);
  await expect(page.getByText('3 talents')).toBeVisible();

  await page.getByRole('button', { name: 'Remove Ivo Pereira from wishlist' }).click();
  await expect(page.getByText('Removed Ivo Pereira from your wishlist').first()).toBeAttached();
  await expect(wishlistCards(page)).toHaveCount(2);
  // Focus moves on to the next card's close icon rather than getting lost.
  await expect(page.getByRole('button', { name: 'Remove Teresa Pires Leite from wishlist' })).toBeFocused();

  await page.reload();
  await expect(wishlistCards(page)).toHaveText([/Charlie Mendes Ramos/, /Teresa Pires Leite/]);
  expect((await storedIds(page)).sort()).toEqual([1001, 1005]);
});

test('two open tabs show the same wishlist', async ({ context }) => {
  const first = await context.newPage();
  await seedWishlist(first);
  const second = await context.newPage();
  await second.goto('/en/favorites');
  await expect(wishlistCards(second)).toHaveCount(3);

  await first.getByRole('button', { name: 'Remove Teresa Pires Leite from wishlist' }).click();
  await expect(wishlistCards(second)).toHaveCount(2);
  await expect(wishlistCards(second).filter({ hasText: 'Teresa Pires Leite' })).toHaveCount(0);

  await second.getByRole('button', { name: 'Remove all' }).click();
  await expect(first.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
});

test('asked for before its code is there, the request form waits for it and never shows empty', async ({
  page,
}) => {
  const release = await holdLaterScripts(page, '/en/favorites');
  await seedWishlist(page);
  const requestButton = page.getByRole('button', { name: 'Request a quote' });
  await hydrated(requestButton);
  await requestButton.click();
  // Long enough for an empty form to have shown: a new Suspense boundary shows its fallback at once.
  await page.waitForTimeout(500);
  await expect(requestButton).toHaveAttribute('aria-expanded', 'false');

  release();
  await expect(requestButton).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('form', { name: 'Request a quote' }).getByRole('textbox').first(),
  ).toBeVisible();
});

test('remove all empties the wishlist and collapses the form; undo brings the talents back', async ({
  page,
}) => {
  await seedWishlist(page);
  const requestButton = page.getByRole('button', { name: 'Request a quote' });
  await requestButton.click();
  await expect(requestButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('form', { name: 'Request a quote' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeFocused();
  await expect(page.getByRole('form', { name: 'Request a quote' })).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name: 'Models' })).toHaveAttribute(
    'href',
    '/en/models',
  );
  expect(await storedIds(page)).toEqual([]);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(wishlistCards(page)).toHaveCount(3);
  // Refilled, the form stays closed until asked for.
  await expect(page.getByRole('button', { name: 'Request a quote' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect((await storedIds(page)).sort()).toEqual([1001, 1003, 1005]);
});

test('the request form marks empty and wrong fields in Portuguese and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/favorites')) posts.push(request.url());
  });
  await seedWishlist(page, '/pt/favoritos');
  await page.getByRole('button', { name: 'Pedir orçamento' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();

  const name = page.getByLabel('Nome / empresa');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Preenche este campo, por favor.');
  await expect(page.getByText('Preenche este campo, por favor.')).toHaveCount(6);

  await page.getByLabel('Data do trabalho', { exact: true }).fill(`31/02/${JOB_YEAR}`);
  await page.getByLabel('Email', { exact: true }).fill('booker@');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Indica uma data válida no formato dd/mm/aaaa.')).toBeVisible();
  await expect(
    page.getByText('Indica um endereço de email válido, por exemplo nome@exemplo.pt.'),
  ).toBeVisible();
  expect(posts).toEqual([]);
});

test.describe('booking request', () => {
  test.beforeEach(async ({ page }) => {
    await prepareFormPage(page);
  });

  test('a request sent in Portuguese reaches the panel with every field, talent and its reference; the receipt takes the form’s place', async ({
    page,
    request,
  }) => {
    const email = `booker-${Date.now()}@agencia.example`;
    await seedWishlist(page, '/pt/favoritos');
    await page.getByRole('button', { name: 'Pedir orçamento' }).click();
    await fillRequest(page, 'pt', email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    const form = page.getByRole('form', { name: 'Pedir orçamento' });
    const receipt = form.locator('[tabindex="-1"]', {
      has: page.getByRole('heading', { name: 'Pedido enviado' }),
    });
    await expect(receipt).toContainText(/O teu pedido chegou à agência com a referência B-\d{6}-[0-9A-Z]{6}/);
    // What was asked for, as the booker quotes it on the phone: the talents by name, the date, who asked.
    for (const name of NAMES) await expect(receipt).toContainText(name);
    await expect(receipt).toContainText(`15 de julho de ${JOB_YEAR}`);
    await expect(receipt).toContainText('Agência Exemplo, Lda.');
    await expect(form.getByRole('button', { name: 'Enviar', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Nome / empresa')).toHaveCount(0);

    const submission = await submissionFor(request, 'entry:favorites', email);
    const reference = /B-\d{6}-[0-9A-Z]{6}/.exec((await receipt.textContent()) ?? '')?.[0];
    expect(submission.fields).toMatchObject({
      name: 'Agência Exemplo, Lda.',
      email,
      phone: '+351 912 345 678',
      jobDate: JOB_DATE.sent,
      buyouts: 'Online e impressão, Portugal, 1 ano',
      message: 'Campanha de verão: dois dias de filmagem em Lisboa.',
      language: 'pt',
      reference,
    });
    expect(submission).toMatchObject({ idempotencyKey: reference });
    const models = JSON.parse(String(submission.fields.models)) as (FavoriteTalent & { profile: string })[];
    expect(models.map((model) => model.id).sort()).toEqual([1001, 1003, 1005]);
    expect(models.find((model) => model.id === 1003)).toMatchObject({
      name: 'Ivo Pereira',
      category: 'models',
      profile: expect.stringMatching(/\/pt\/modelos\/1003\/ivo-pereira$/),
    });

    // Another request starts empty; the wishlist stays.
    await form.getByRole('button', { name: 'Enviar outro pedido' }).click();
    await expect(page.getByLabel('Nome / empresa')).toBeFocused();
    await expect(page.getByLabel('Nome / empresa')).toHaveValue('');
    await expect(page.getByLabel('Data do trabalho', { exact: true })).toHaveValue('');
    await expect(wishlistCards(page, 'Talentos nos teus favoritos')).toHaveCount(3);
  });

  test('a failing panel keeps everything the visitor typed, and sending again succeeds', async ({
    page,
    request,
  }) => {
    const email = `retry-${Date.now()}@agency.example`;
    await seedWishlist(page);
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await fillRequest(page, 'en', email);

    const letThrough = await failFormRoute(page, '/api/favorites');
    await page.getByRole('button', { name: 'Send' }).click();
    const form = page.getByRole('form', { name: 'Request a quote' });
    await expect(form.getByRole('alert')).toHaveText(/We could not reach the agency just now/);
    await expect(page.getByLabel('Name / company')).toHaveValue('Agência Exemplo, Lda.');
    await expect(page.getByLabel('Job date', { exact: true })).toHaveValue(JOB_DATE.typed);
    await expect(page.getByLabel('Job description')).toHaveValue(/dois dias/);
    await expect(wishlistCards(page)).toHaveCount(3);

    await letThrough();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const submission = await submissionFor(request, 'entry:favorites', email);
    expect(submission.fields).toMatchObject({ email, jobDate: JOB_DATE.sent, language: 'en' });
    await expect(form).toContainText(`under reference ${submission.fields.reference}`);
  });

  const REQUEST_TEXT = {
    en: { path: '/en/favorites', open: 'Request a quote', send: 'Send', sent: 'Request sent' },
    pt: { path: '/pt/favoritos', open: 'Pedir orçamento', send: 'Enviar', sent: 'Pedido enviado' },
  } as const;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`the booking request's confirmation at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      for (const locale of ['en', 'pt'] as const) {
        test(`is in view and focused, before and after the form empties (${locale})`, async ({ page }) => {
          const text = REQUEST_TEXT[locale];
          await seedWishlist(page, text.path);
          await page.getByRole('button', { name: text.open }).click();
          await fillRequest(
            page,
            locale,
            `confirmation-${locale}-${viewport.width}-${Date.now()}@example.com`,
          );
          await page.getByRole('button', { name: text.send, exact: true }).click();

          const receipt = page
            .getByRole('main')
            .locator('div[tabindex="-1"]', { has: page.getByRole('heading', { name: text.sent }) });
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
          // Once the form has emptied behind it, the receipt is still what the booker reads.
          await page.waitForTimeout(3_000);
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
          await expect(page.getByLabel(FORM_TEXT[locale].name)).toHaveCount(0);
        });
      }
    });
  }
});

test('a share link opens the shortlist on another device, which can add it all', async ({
  browser,
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedWishlist(page);
  await page.getByRole('button', { name: 'Share shortlist' }).click();
  const linkField = page.getByLabel('Link to this shortlist');
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/en\/favorites\?shared=\d+(\.\d+)*$/);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Another device: a fresh browser context with an empty wishlist.
  const other = await browser.newContext();
  const colleague = await other.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: 'A shortlist shared with you' })).toBeVisible();
  const shared = wishlistCards(colleague, 'A shortlist shared with you');
  await expect(shared).toHaveText(NAMES.toSorted().map((name) => new RegExp(name)));
  await expect(colleague.getByRole('button', { name: 'Add Ivo Pereira to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await colleague.getByRole('button', { name: 'Add all to my wishlist' }).click();
  await expect(colleague).toHaveURL(/\/en\/favorites$/);
  await expect(wishlistCards(colleague)).toHaveCount(3);
  expect((await storedIds(colleague)).sort()).toEqual([1001, 1003, 1005]);
  await other.close();
});

test('a damaged share link is explained, in the visitor’s language', async ({ page }) => {
  const damaged: [path: string, message: string][] = [
    ['/en/favorites?shared=not-a-shortlist', 'This shared link does not work'],
    ['/pt/favoritos?shared=%25%25', 'Esta ligação partilhada não funciona'],
  ];
  for (const [path, message] of damaged) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: message })).toBeVisible();
  }
});

const FORM_TEXT = {
  en: {
    name: 'Name / company',
    email: 'Email',
    phone: 'Phone number',
    jobDate: 'Job date',
    buyouts: 'Buyouts (usage rights)',
    message: 'Job description',
  },
  pt: {
    name: 'Nome / empresa',
    email: 'Email',
    phone: 'Número de telefone',
    jobDate: 'Data do trabalho',
    buyouts: 'Buyouts (direitos de utilização)',
    message: 'Descrição do trabalho',
  },
} as const;

async function fillRequest(page: Page, locale: 'en' | 'pt', email: string) {
  const label = FORM_TEXT[locale];
  await page.getByLabel(label.name).fill('Agência Exemplo, Lda.');
  await page.getByLabel(label.email, { exact: true }).fill(email);
  await page.getByLabel(label.phone).fill('+351 912 345 678');
  await page.getByLabel(label.jobDate, { exact: true }).fill(JOB_DATE.typed);
  await page.getByLabel(label.buyouts).fill('Online e impressão, Portugal, 1 ano');
  await page.getByLabel(label.message).fill('Campanha de verão: dois dias de filmagem em Lisboa.');
  await passTimeTrap(page);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a stored wishlist fills its place before its cards arrive: the footer does not jump away', async ({
    page,
  }) => {
    await watchLayoutShifts(page);
    await seedWishlist(page);
    await expect(wishlistCards(page)).toHaveCount(TALENTS.length);
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts).toBeLessThan(0.01);
  });
});
