import { expect, test } from '@playwright/test';
import { phonePhoto } from '../fixtures/phone-photo';

// A photo slot of the application (issue 19, part 7): a file that only looks like a photo (a text file
// renamed .jpg) is refused as it is chosen, in the page's language, instead of showing a broken picture.

const TEXT = {
  en: {
    path: '/en/be-a-model',
    form: 'Application form',
    slot: 'Close up',
    preview: 'Your photo: Close up',
    unreadable: 'We could not open this photo: choose another PNG, GIF or JPEG image.',
  },
  pt: {
    path: '/pt/seja-modelo',
    form: 'Formulário de candidatura',
    slot: 'Grande plano',
    preview: /fotografia: Grande plano$/,
    unreadable: /^Não conseguimos abrir esta fotografia: /,
  },
} as const;

const textAsPhoto = { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture\n') };

for (const language of ['en', 'pt'] as const) {
  const t = TEXT[language];

  test(`${t.path}: a text file renamed .jpg is refused at once; a real photo then shows`, async ({
    page,
  }) => {
    await page.goto(t.path);
    const form = page.getByRole('form', { name: t.form });
    await expect(form).not.toHaveAttribute('aria-busy');
    const input = page.getByLabel(t.slot, { exact: true });

    await input.setInputFiles(textAsPhoto);
    const error = page.locator(`[id="${await input.getAttribute('id')}-error"]`);
    await expect(error).toHaveText(t.unreadable);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: t.unreadable })).toHaveCount(1);
    await expect(form.getByRole('img', { name: t.preview })).toHaveCount(0);
    await expect(form.getByText('holiday.jpg')).toHaveCount(0);

    await input.setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await expect(form.getByRole('img', { name: t.preview })).toBeVisible();
    await expect(error).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });
}
