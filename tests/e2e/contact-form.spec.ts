import { expect, test, type Page } from '@playwright/test';
import { failFormRoute, passTimeTrap, prepareFormPage, submissionFor } from './forms';

// The contact page's message form (issue 7): required fields, the message reaching the local panel's
// contact call, and a failing panel that keeps the message for a retry.

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
  test('an empty message is marked field by field; a complete one reaches the panel, then the form empties', async ({
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
    await expect(form.getByRole('button', { name: 'Sent', exact: true })).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await expect(form.getByText(/Your message reached the agency/)).toBeVisible();

    const submission = await submissionFor(request, 'contact', email);
    expect(submission.fields).toEqual({
      name: 'Rita Lopes',
      email,
      message: 'When is your next open casting in Lisbon?',
    });
    await expect(form.getByRole('button', { name: 'Send', exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
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
    await expect(form.getByRole('button', { name: 'Enviado', exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const submission = await submissionFor(request, 'contact', email);
    expect(submission.fields).toMatchObject({
      name: 'Rita Lopes',
      message: 'Olá! Quando é o próximo casting?',
    });
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
          await expect(form.getByLabel(TEXT[language].message, { exact: true })).toHaveValue('', {
            timeout: 5_000,
          });
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
        });
      }
    });
  }
});
