import { expect, type Page } from '@playwright/test';
import { passTimeTrap, smallPhoto } from './forms';

/** The application form's names in each language, as a visitor reads them. */
export const APPLICATION_TEXT = {
  en: {
    path: '/en/be-a-model',
    form: 'Application form',
    realName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    birthdate: 'Date of birth',
    guardian: 'Parent or legal guardian’s full name',
    slots: ['Close up', 'Smiling', 'Half body', 'Full body'],
    privacy: 'I declare having read and accepted all terms of the privacy policy',
    submit: 'Submit',
    submitted: 'Submitted',
  },
  pt: {
    path: '/pt/seja-modelo',
    form: 'Formulário de candidatura',
    realName: 'Nome completo',
    email: 'Email',
    phone: 'Número de telefone',
    birthdate: 'Data de nascimento',
    guardian: 'Nome completo do pai, mãe ou representante legal',
    slots: ['Grande plano', 'A sorrir', 'Meio corpo', 'Corpo inteiro'],
    privacy: 'Declaro ter lido e aceite todos os termos da política de privacidade',
    submit: 'Enviar',
    submitted: 'Enviado',
  },
} as const;
export type Language = keyof typeof APPLICATION_TEXT;
export const LANGUAGES = ['en', 'pt'] as const;

export type Photo = { name: string; mimeType: string; buffer: Buffer };

/** dd/mm/yyyy of the day `years` × 365 days (plus a margin) before today, as the form takes it. */
export function birthdateYearsAgo(years: number): string {
  const day = new Date(Date.now() - (years * 365 + 10) * 86_400_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getDate())}/${two(day.getMonth() + 1)}/${day.getFullYear()}`;
}

/**
 * Opens the form (from `origin`, else the site under test) and waits until it takes input: it stays busy
 * until the page is interactive.
 */
export async function openForm(page: Page, language: Language, origin?: string) {
  const { path } = APPLICATION_TEXT[language];
  await page.goto(origin === undefined ? path : new URL(path, origin).href);
  const form = page.getByRole('form', { name: APPLICATION_TEXT[language].form });
  await expect(form).not.toHaveAttribute('aria-busy');
  return form;
}

/** Name, email, phone, birth date, the four photos (one small photo in each, unless given) and the box. */
export async function fillRequired(
  page: Page,
  language: Language,
  email: string,
  { birthdate = birthdateYearsAgo(25), photos }: { birthdate?: string; photos?: Photo[] } = {},
) {
  const t = APPLICATION_TEXT[language];
  await page.getByLabel(t.realName, { exact: true }).fill('Inês Raposo');
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.phone, { exact: true }).fill('+351 912 345 678');
  await page.getByLabel(t.birthdate, { exact: true }).fill(birthdate);
  const photo = await smallPhoto();
  for (const [index, slot] of t.slots.entries()) {
    await page.getByLabel(slot, { exact: true }).setInputFiles(photos?.[index] ?? photo);
  }
  await page.getByLabel(t.privacy).check();
}

/** Past the time trap, Submit, and waits for Submitted. */
export async function send(page: Page, language: Language) {
  await passTimeTrap(page);
  await page.getByRole('button', { name: APPLICATION_TEXT[language].submit, exact: true }).click();
  await expect(
    page.getByRole('button', { name: APPLICATION_TEXT[language].submitted, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
}
