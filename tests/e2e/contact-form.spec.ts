import { expect, test, type Page } from '@playwright/test';
import { createReference } from '@/lib/forms/reference';
import pt from '@/messages/pt.json';
import { failFormRoute, passTimeTrap, prepareFormPage, submissionFor, submissionsFor } from './forms';

// The contact page's message form: required fields, the message reaching the local panel's contact call
// with its receipt reference, the receipt in the form's place, and a failing panel that keeps the message
// for a resend under the same reference (stored once), an edited one going under a new one.

const TEXT = {
  en: { path: '/en/contact', form: 'Send us a message', name: 'Name', email: 'Email', message: 'Message' },
  pt: {
    path: '/pt/contato',
    form: 'Envia-nos uma mensagem',
    name: 'Nome',
    email: 'Email',
    message: 'Mensagem',
  },
} as const;

async function openForm(page: Page, language: keyof typeof TEXT) {
  await prepareFormPage(page);
  await page.goto(TEXT[language].path);
  const form = page.getByRole('form', { name: TEXT[language].form });
  // The form stays disabled (and busy) until the page is interactive.
  await expect(form).not.toHaveAttribute('aria-busy');
  return form;
}

test.describe('contact message', () => {
  test('an empty message is marked field by field; a complete one reaches the panel, and its receipt takes the form’s place', async ({
    page,
    request,
  }) => {
    const form = await openForm(page, 'en');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const name = form.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please fill in this field.');
    await expect(form.getByText('Please fill in this field.')).toHaveCount(3);

    const email = `contact-${Date.now()}@example.com`;
    await name.fill('Rita Lopes');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message', { exact: true }).fill('When is your next open casting in Lisbon?');
    await passTimeTrap(page);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    const receipt = form.locator('[tabindex="-1"]', {
      has: page.getByRole('heading', { name: 'Message sent' }),
    });
    await expect(receipt).toContainText(
      /Your message reached the agency under reference C-\d{6}-[0-9A-Z]{6}/,
    );
    await expect(receipt).toContainText('When is your next open casting in Lisbon?');
    await expect(receipt).toContainText(email);
    // Nothing left that reads as unsent.
    await expect(form.getByLabel('Message', { exact: true })).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);

    const submission = await submissionFor(request, 'contact', email);
    const reference = /C-\d{6}-[0-9A-Z]{6}/.exec((await receipt.textContent()) ?? '')?.[0];
    expect(submission.fields).toEqual({
      name: 'Rita Lopes',
      email,
      message: 'When is your next open casting in Lisbon?',
      reference,
    });
    expect(submission).toMatchObject({ idempotencyKey: reference });

    await form.getByRole('button', { name: 'Write another message', exact: true }).click();
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(receipt).toHaveCount(0);
  });

  test('a failing panel keeps the message in Portuguese, and sending again succeeds', async ({
    page,
    request,
  }) => {
    const email = `contacto-${Date.now()}@exemplo.pt`;
    const text = TEXT.pt;
    const form = await openForm(page, 'pt');
    await form.getByLabel(text.name, { exact: true }).fill('Rita Lopes');
    await form.getByLabel(text.email, { exact: true }).fill(email);
    await form.getByLabel(text.message, { exact: true }).fill('Olá! Quando é o próximo casting?');
    await passTimeTrap(page);

    const letThrough = await failFormRoute(page, '/api/contact');
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(/Não foi possível contactar a agência neste momento/);
    await expect(form.getByLabel(text.message, { exact: true })).toHaveValue(
      'Olá! Quando é o próximo casting?',
    );

    await letThrough();
    await form.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('heading', { name: 'Mensagem enviada' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const submission = await submissionFor(request, 'contact', email);
    expect(submission.fields).toMatchObject({
      name: 'Rita Lopes',
      message: 'Olá! Quando é o próximo casting?',
    });
    await expect(form).toContainText(`com a referência ${submission.fields.reference}`);
  });

  test('a message sent again under its reference is stored once; edited, it is refused under the old one', async ({
    request,
    baseURL,
  }) => {
    const email = `contact-resend-${Date.now()}@example.com`;
    const reference = createReference('contact');
    const headers = {
      origin: baseURL!,
      'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Date.now() % 250}`,
    };
    const post = (message: string) =>
      request.post('/api/contact', {
        headers,
        data: { name: 'Rita Lopes', email, message, reference, locale: 'pt', website: '', fillTimeMs: 9_000 },
      });

    for (let resend = 0; resend < 2; resend += 1) {
      const answer = await post('Quando é o próximo casting?');
      expect(await answer.json()).toEqual({ ok: true, reference });
    }
    const edited = await post('Quando é o próximo casting em Lisboa?');
    expect(edited.status()).toBe(409);
    expect(await edited.json()).toEqual({
      error: 'reference_reused',
      message: pt.Api.errors.reference_reused,
    });
    await expect.poll(async () => (await submissionsFor(request, 'contact', email)).length).toBe(1);
    expect((await submissionsFor(request, 'contact', email))[0]!.fields.message).toBe(
      'Quando é o próximo casting?',
    );
  });

  const SENT = {
    en: { send: 'Send', title: 'Message sent' },
    pt: { send: 'Enviar', title: 'Mensagem enviada' },
  } as const;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`the contact message's confirmation at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      for (const language of ['en', 'pt'] as const) {
        test(`is in view and focused once sent (${language})`, async ({ page }) => {
          const form = await openForm(page, language);
          await form.getByLabel(TEXT[language].name, { exact: true }).fill('Rita Lopes');
          await form.getByLabel(TEXT[language].email, { exact: true }).fill(`sent-${Date.now()}@example.com`);
          await form
            .getByLabel(TEXT[language].message, { exact: true })
            .fill('When is your next open casting?');
          await passTimeTrap(page);
          await form.getByRole('button', { name: SENT[language].send, exact: true }).click();
          const receipt = form.locator('[tabindex="-1"]', {
            has: page.getByRole('heading', { name: SENT[language].title }),
          });
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
          // Once the form has emptied behind it, the receipt is still what the visitor reads.
          await page.waitForTimeout(3_000);
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
          await expect(form.getByLabel(TEXT[language].message, { exact: true })).toHaveCount(0);
        });
      }
    });
  }
});
