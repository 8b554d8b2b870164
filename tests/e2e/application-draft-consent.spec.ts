import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import {
  APPLICATION_TEXT,
  birthdateYearsAgo,
  fillRequired,
  LANGUAGES,
  openForm,
  send,
} from './application-form';
import { passTimeTrap, prepareFormPage, smallPhoto, submissionFor } from './forms';

// The application's draft and consents: what was typed comes back after a reload and is gone once sent
// or cleared; ethnicity and skin tone reach the panel only with their own box; a minor's guardian ticks
// theirs; the panel keeps the consents given and the notice's version.

const NOTICE_VERSION = '2026-11';
const DRAFT_KEY = 'application-draft';

const TEXT = {
  en: {
    ...APPLICATION_TEXT.en,
    nationality: 'Nationality',
    country: 'Country',
    state: 'Region or district',
    height: 'Height',
    ethnicity: 'Ethnicity',
    skinTone: 'Skin tone',
    smilingPreview: 'Your photo: Smiling',
    special: /^I agree that the agency receives my ethnicity and skin tone/,
    guardianBox: /^I am the applicant’s parent or legal guardian/,
    guardianBoxError:
      'Applicants under 18 apply with a parent or legal guardian: they need to tick this box.',
    draftNote: /kept on this device only/,
    clear: 'Clear form',
    notice: 'What happens to your application',
    contactPage: 'All our contacts',
  },
  pt: {
    ...APPLICATION_TEXT.pt,
    nationality: 'Nacionalidade',
    country: 'País',
    state: 'Região ou distrito',
    height: 'Altura',
    ethnicity: 'Etnia',
    skinTone: 'Tom de pele',
    smilingPreview: 'A tua fotografia: A sorrir',
    special: /^Autorizo que a agência receba a minha etnia e o meu tom de pele/,
    guardianBox: /^Sou o pai, a mãe ou o representante legal/,
    guardianBoxError:
      'Como tens menos de 18 anos, um dos pais ou o representante legal tem de assinalar esta caixa.',
    draftNote: /fica guardado só neste dispositivo/,
    clear: 'Limpar formulário',
    notice: 'O que acontece à tua candidatura',
    contactPage: 'Todos os nossos contactos',
  },
} as const;

const storedDraft = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY);

test.beforeEach(async ({ page }) => {
  await prepareFormPage(page);
});

for (const language of LANGUAGES) {
  const t = TEXT[language];

  test.describe(`the application's draft (${language})`, () => {
    test('what was typed comes back after a reload, without the sensitive fields and boxes; gone once sent', async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const email = `draft-${language}-${Date.now()}@example.com`;
      const form = await openForm(page, language);
      await expect(form.getByText(t.draftNote)).toBeVisible();
      await page.getByLabel(t.realName, { exact: true }).fill('Inês Raposo');
      await page.getByLabel(t.email, { exact: true }).fill(email);
      await page.getByLabel(t.nationality, { exact: true }).fill('Portuguesa');
      await page.getByLabel(t.height, { exact: true }).selectOption({ index: 2 });
      const height = await page.getByLabel(t.height, { exact: true }).inputValue();
      await page.getByLabel(t.country, { exact: true }).selectOption({ label: 'Portugal' });
      await page.getByLabel(t.state, { exact: true }).selectOption({ index: 1 });
      const state = await page.getByLabel(t.state, { exact: true }).inputValue();
      await page.getByLabel(t.ethnicity, { exact: true }).selectOption({ index: 1 });
      await page.getByLabel(t.special).check();
      await page.getByLabel(t.slots[0], { exact: true }).setInputFiles(await smallPhoto());
      await expect.poll(async () => (await storedDraft(page)) ?? '').toContain(state);

      const stored = JSON.parse((await storedDraft(page))!) as { state: object };
      for (const never of ['ethnicity', 'skinTone', 'consentSpecial', 'privacy', 'closeUp']) {
        expect(stored.state).not.toHaveProperty(never);
      }

      await page.reload();
      await expect(page.getByRole('form', { name: t.form })).not.toHaveAttribute('aria-busy');
      await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue('Inês Raposo');
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(t.nationality, { exact: true })).toHaveValue('Portuguesa');
      await expect(page.getByLabel(t.height, { exact: true })).toHaveValue(height);
      await expect(page.getByLabel(t.country, { exact: true })).toHaveValue('177');
      await expect(page.getByLabel(t.state, { exact: true })).toHaveValue(state);
      // Never kept: the sensitive fields, the consent boxes, the photos.
      await expect(page.getByLabel(t.ethnicity, { exact: true })).toHaveValue('');
      await expect(page.getByLabel(t.special)).not.toBeChecked();

      await fillRequired(page, language, email);
      await send(page, language);
      expect(await storedDraft(page)).toBeNull();
      await submissionFor(request, 'entry:getScouted', email);
      await page.reload();
      await expect(page.getByRole('form', { name: t.form })).not.toHaveAttribute('aria-busy');
      // Long enough for a draft to have come back, were there one.
      await page.waitForTimeout(2_500);
      await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue('');
    });

    test('Clear form empties the form and forgets the draft', async ({ page }) => {
      await openForm(page, language);
      await page.getByLabel(t.realName, { exact: true }).fill('Inês Raposo');
      await page.getByLabel(t.slots[1], { exact: true }).setInputFiles(await smallPhoto());
      await expect.poll(async () => (await storedDraft(page)) ?? '').toContain('Inês Raposo');
      await expect(page.getByRole('img', { name: t.smilingPreview })).toBeVisible();

      await page.getByRole('button', { name: t.clear, exact: true }).click();
      await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue('');
      await expect(page.getByRole('img', { name: t.smilingPreview })).toHaveCount(0);
      expect(await storedDraft(page)).toBeNull();
      await page.reload();
      await expect(page.getByRole('form', { name: t.form })).not.toHaveAttribute('aria-busy');
      await page.waitForTimeout(2_500);
      await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue('');
    });
  });
}

test.describe('ethnicity and skin tone reach the panel only with their own box', () => {
  test('unticked (en): the panel gets neither, and the consent refused with the notice’s version', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `special-off-${Date.now()}@example.com`;
    await openForm(page, 'en');
    await fillRequired(page, 'en', email);
    await page.getByLabel(TEXT.en.ethnicity, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(TEXT.en.skinTone, { exact: true }).selectOption({ index: 1 });
    await expect(page.getByRole('checkbox', { name: TEXT.en.special })).not.toBeChecked();
    await send(page, 'en');
    const { fields } = await submissionFor(request, 'entry:getScouted', email);
    expect(fields).not.toHaveProperty('ethnicity');
    expect(fields).not.toHaveProperty('skin');
    expect(fields).toMatchObject({
      consent_special: 'false',
      guardian_consent: 'false',
      notice_version: NOTICE_VERSION,
      privacy: 'accepted',
    });
  });

  test('ticked (pt): the panel gets both, with the consent and the notice’s version', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `special-on-${Date.now()}@exemplo.pt`;
    await openForm(page, 'pt');
    await fillRequired(page, 'pt', email);
    await page.getByLabel(TEXT.pt.ethnicity, { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(TEXT.pt.skinTone, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: TEXT.pt.special }).check();
    await send(page, 'pt');
    const { fields } = await submissionFor(request, 'entry:getScouted', email);
    expect(fields).toMatchObject({
      ethnicity: expect.stringMatching(/^\d+$/),
      skin: expect.stringMatching(/^\S+$/),
      consent_special: 'true',
      notice_version: NOTICE_VERSION,
    });
  });
});

for (const language of LANGUAGES) {
  const t = TEXT[language];

  test(`a minor without the guardian's box is refused at the box; with it, the panel records it (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const email = `guardian-${language}-${Date.now()}@example.com`;
    await openForm(page, language);
    await fillRequired(page, language, email, { birthdate: birthdateYearsAgo(15) });
    await page.getByLabel(t.guardian).fill('Maria Raposo');
    // Nothing of a minor's is kept on the device: the save due as the tab closes removes the draft.
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    expect(await storedDraft(page)).toBeNull();
    const box = page.getByRole('checkbox', { name: t.guardianBox });
    await expect(box).toHaveAttribute('aria-required', 'true');
    await passTimeTrap(page);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t.guardianBoxError);

    await box.check();
    await expect(box).not.toHaveAttribute('aria-invalid');
    await send(page, language);
    const { fields } = await submissionFor(request, 'entry:getScouted', email);
    expect(fields).toMatchObject({
      guardian: 'Maria Raposo',
      guardian_consent: 'true',
      notice_version: NOTICE_VERSION,
    });
  });
}

test('the route itself refuses a minor without the guardian’s box, naming the field in the page’s language', async ({
  request,
  baseURL,
}) => {
  const iso = birthdateYearsAgo(15).split('/').reverse().join('-');
  const response = await request.post('/api/be-a-model', {
    headers: { origin: baseURL!, 'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.1` },
    multipart: { realname: 'Ana', birthdate: iso, guardian: 'Maria', language: 'en', fillTimeMs: '30000' },
  });
  expect(response.status()).toBe(422);
  const body = (await response.json()) as { message: string; errors: Record<string, string> };
  expect(body.errors).toMatchObject({ guardianConsent: 'guardianConsent' });
  expect(body.errors).not.toHaveProperty('guardianName');
  expect(body.message).toBe(en.Api.errors.invalid_fields);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of LANGUAGES) {
      const t = TEXT[language];

      test(`the notice, the draft's note and the consent boxes are there, fit and pass axe (${language})`, async ({
        page,
      }, testInfo) => {
        const form = await openForm(page, language);
        await page.getByLabel(t.birthdate, { exact: true }).fill(birthdateYearsAgo(15));
        await page.getByLabel(t.guardian).focus();

        const notice = form.getByRole('region', { name: t.notice });
        await expect(notice).toBeVisible();
        await expect(notice.getByRole('link', { name: t.contactPage })).toBeVisible();
        await expect(form.getByText(t.draftNote)).toBeVisible();
        await expect(form.getByRole('button', { name: t.clear, exact: true })).toBeVisible();
        for (const name of [t.special, t.guardianBox, t.privacy]) {
          const box = form.getByRole('checkbox', { name });
          await expect(box).toBeVisible();
          await expect(box).not.toBeChecked();
        }
        // Nothing wider than the screen.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);

        // With the refusals showing too.
        await page.getByRole('button', { name: t.submit, exact: true }).click();
        await expect(form.getByRole('checkbox', { name: t.guardianBox })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map((violation) => [violation.id, violation.nodes.map((node) => node.target)]),
        ).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`form-${language}.png`), fullPage: true });
      });
    }
  });
}
