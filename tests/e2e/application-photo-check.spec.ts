import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { phonePhoto, twelveMegapixelPhoto } from '../fixtures/phone-photo';

// A photo slot of the application (issue 19, part 7): a file that only looks like a photo (a text file
// renamed .jpg) is refused as it is chosen, in the page's language, instead of showing a broken picture.
// A phone's 12 MP photo is shrunk as it is chosen, in a worker, and the slot shows what will be sent.

const TEXT = {
  en: {
    path: '/en/be-a-model',
    form: 'Application form',
    slot: 'Close up',
    preview: 'Your photo: Close up',
    unreadable: 'We could not open this photo: choose another PNG, GIF or JPEG image.',
    preparing: 'Preparing your photo…',
    viewport: { width: 390, height: 844 },
  },
  pt: {
    path: '/pt/seja-modelo',
    form: 'Formulário de candidatura',
    slot: 'Grande plano',
    preview: /fotografia: Grande plano$/,
    unreadable: /^Não conseguimos abrir esta fotografia: /,
    preparing: 'A preparar a tua fotografia…',
    viewport: { width: 1440, height: 900 },
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

type LongTasks = { longTasks: number[] };

for (const language of ['en', 'pt'] as const) {
  const t = TEXT[language];

  test(`${t.path} at ${t.viewport.width}px: a 12 MP photo shows shrunk and upright, the slot at work meanwhile`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(t.viewport);
    // Every main-thread task over 50 ms, from the page's start.
    await page.addInitScript(() => {
      const durations: number[] = [];
      Object.assign(window, { longTasks: durations } satisfies LongTasks);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    await page.goto(t.path);
    const form = page.getByRole('form', { name: t.form });
    await expect(form).not.toHaveAttribute('aria-busy');
    const input = page.getByLabel(t.slot, { exact: true });
    // Chosen from a file, as a visitor does: a buffer would be decoded from base64 on the page's thread.
    const photo = test.info().outputPath('IMG_4032.JPG');
    await writeFile(photo, await twelveMegapixelPhoto());

    await page.evaluate(() => ((window as unknown as LongTasks).longTasks.length = 0));
    await input.setInputFiles(photo);
    // The slot says it is at work, over what it showed, and out loud.
    await expect(form.locator('[aria-busy="true"]').getByText(t.preparing)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.preparing })).toHaveCount(1);

    const preview = form.getByRole('img', { name: t.preview });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(form.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: t.preparing })).toHaveCount(0);
    // What will be sent: the sideways 4000 × 3000 turned upright and brought to 2,400 px, a JPEG.
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([1800, 2400]);
    await expect(form.getByText('IMG_4032.jpg')).toBeVisible();

    const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as LongTasks).longTasks));
    test.info().annotations.push({ type: 'longest main-thread task', description: `${longest} ms` });
    console.log(`${t.path}: longest main-thread task while a 12 MP photo was prepared: ${longest} ms`);
  });
}

// What a visitor may choose instead of a photo: an iPhone's HEIC (which a desktop Chromium cannot open),
// a PDF, an empty file. Each is refused as chosen with what to do, and no broken picture shows.
const REFUSALS = {
  en: { messages: en, hint: 'large photos are made smaller on your device before they are sent' },
  pt: {
    messages: pt,
    hint: 'as fotografias grandes são reduzidas no teu dispositivo antes de serem enviadas',
  },
} as const;

/** The start of an iPhone's HEIC: a box naming its brand. */
const heicStart = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(12)]);

for (const language of ['en', 'pt'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${TEXT[language].path} at ${viewport.width} px: HEIC, PDF and empty files are refused, each saying why`, async ({
      page,
    }, testInfo) => {
      const t = TEXT[language];
      const { messages, hint } = REFUSALS[language];
      await page.setViewportSize(viewport);
      await page.goto(t.path);
      const form = page.getByRole('form', { name: t.form });
      await expect(form).not.toHaveAttribute('aria-busy');
      // The limit the page states is the one that holds: a large photo is shrunk, not refused.
      await expect(form.getByText(hint)).toBeVisible();
      await expect(form.getByText(/12 MB/)).toHaveCount(0);
      const input = page.getByLabel(t.slot, { exact: true });
      const error = page.locator(`[id="${await input.getAttribute('id')}-error"]`);

      for (const [file, message] of [
        [{ name: 'IMG_0004.HEIC', mimeType: 'image/heic', buffer: heicStart }, messages.FormErrors.photoHeic],
        [
          { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
          messages.FormErrors.photoType,
        ],
        [{ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }, messages.FormErrors.photoEmpty],
      ] as const) {
        await input.setInputFiles(file);
        await expect(error).toHaveText(message);
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(form.getByRole('img', { name: t.preview })).toHaveCount(0);
        await expect(form.getByText(file.name)).toHaveCount(0);
        await expect(form.getByText(t.preparing)).toHaveCount(0);
        await error.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`refused-${file.name}.png`) });
      }
    });
  }
}
