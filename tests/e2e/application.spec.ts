import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { phonePhoto, twelveMegapixelPhoto } from '../fixtures/phone-photo';
import { makeVideo, testPicture } from '../fixtures/videos';
import { APPLICATION_TEXT, birthdateYearsAgo, fillRequired, openForm, type Photo } from './application-form';
import { failFormRoute, passTimeTrap, prepareFormPage, submissionFor } from './forms';
import { PANEL_CONTROL } from './panel';

// The be-a-model application (issue 7): every field reaching the local panel with four re-encoded photos
// and no EXIF, the invalid notice and red fields, minors and their guardian, the region → city lists, the
// video length check, and a failing panel that loses nothing.

const PANEL_ORIGIN = PANEL_CONTROL.replace(/\/__control$/, '');

const TEXT = {
  en: { ...APPLICATION_TEXT.en, notice: 'Please fill in the fields marked in red' },
  pt: { ...APPLICATION_TEXT.pt, notice: 'Por favor, preenche os campos marcados a vermelho' },
} as const;

const toIso = (display: string) => display.split('/').reverse().join('-');

/**
 * Four small photos of the kinds the form takes. The first is what a phone writes: a JPEG turned by
 * its EXIF orientation, carrying the camera and a GPS position.
 */
async function photos(): Promise<Photo[]> {
  const canvas = (width: number, height: number, colour: string) =>
    sharp({ create: { width, height, channels: 3, background: colour } });
  return [
    {
      name: 'IMG_20260315_142233_portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(64, 48),
    },
    { name: 'smiling.png', mimeType: 'image/png', buffer: await canvas(48, 64, '#4060c0').png().toBuffer() },
    {
      name: 'half-body.gif',
      mimeType: 'image/gif',
      buffer: await canvas(48, 64, '#40a060').gif().toBuffer(),
    },
    {
      name: 'full-body.jpeg',
      mimeType: 'image/jpeg',
      buffer: await canvas(48, 64, '#999999')
        .jpeg()
        .withExif({ IFD0: { Make: 'Camera' } })
        .toBuffer(),
    },
  ];
}

/** The part of a multipart body holding the file field `name`: its head (names and type) and its bytes. */
function multipartFile(body: Buffer, contentType: string, name: string) {
  const boundary = `\r\n--${/boundary=(.+)$/.exec(contentType)?.[1]}`;
  const head = body.indexOf(`name="${name}"`);
  const start = body.indexOf('\r\n\r\n', head) + 4;
  return {
    head: body.subarray(head, start).toString(),
    bytes: body.subarray(start, body.indexOf(boundary, start)),
  };
}

/** A small VP8 WebM video of `seconds`. */
const webmVideo = (seconds: number) => makeVideo([...testPicture(seconds), '-c:v', 'libvpx'], 'webm');

test.describe('be-a-model application', () => {
  test.beforeEach(({ page }) => prepareFormPage(page));

  test('a complete application reaches the panel with every field and four re-encoded photos without EXIF', async ({
    page,
    request,
  }) => {
    // Four phone photos re-encoded on the server, then the panel's copy read back: 25-30 s when busy.
    test.setTimeout(60_000);
    const email = `apply-${Date.now()}@example.com`;
    const birthdate = birthdateYearsAgo(24);
    const form = await openForm(page, 'en');
    await fillRequired(page, 'en', email, { birthdate, photos: await photos() });
    await page.getByLabel('Artistic name or nickname').fill('Ines R');
    await page.getByLabel('Second phone number').fill('213 456 789');
    await page.getByLabel('Gender').selectOption('woman');
    await page.getByLabel('Nationality').fill('Portuguesa');
    await page.getByLabel('Ethnicity', { exact: true }).selectOption({ index: 1 });
    const instagram = page.getByLabel('Instagram');
    await instagram.fill('https://www.instagram.com/inês.raposo/');
    // Enter leaves the field, which shows the handle as it will be sent.
    await instagram.press('Enter');
    await expect(instagram).not.toBeFocused();
    await expect(instagram).toHaveValue('ines.raposo');
    await page.getByLabel('TikTok').fill('@Inês Raposo');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
    await page.getByLabel('Region or district').selectOption({ label: 'Lisboa' });
    await expect(page.getByLabel('City', { exact: true })).toBeEnabled();
    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Sintra' });
    for (const language of ['Portuguese', 'English']) {
      await page.getByLabel('Language to add').selectOption({ label: language });
      await page.getByRole('button', { name: 'Add language' }).click();
    }
    await expect(page.getByLabel('Level of English')).toHaveValue('fluent');
    await page.getByLabel('Level of Portuguese').selectOption('native');
    await page.getByLabel('Height', { exact: true }).selectOption({ label: '176 cm · 5\'9"' });
    await page.getByLabel('Bust', { exact: true }).selectOption({ label: '86 cm · 34"' });
    await page.getByLabel('Shoe size (EU)').selectOption({ label: '39' });
    await page.getByLabel('Hair colour').selectOption({ label: 'Dark Brown' });
    await page.getByLabel('Hair type').selectOption({ label: 'Wavy' });
    await page.getByLabel('Eye colour').selectOption({ label: 'Green' });
    await page.getByLabel('Skin tone', { exact: true }).selectOption({ label: 'White' });
    await page.getByLabel(/^I agree that the agency receives my ethnicity and skin tone/).check();
    await page.getByLabel('Link to your video').fill('youtu.be/dQw4w9WgXcQ');
    await expect(form.getByText('IMG_20260315_142233_…')).toBeVisible();
    await passTimeTrap(page);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submitted', exact: true })).toBeVisible();
    const receipt = form.getByText(/Your reference is A-\d{6}-[0-9A-Z]{6}/);
    await expect(receipt).toBeVisible();
    const reference = /A-\d{6}-[0-9A-Z]{6}/.exec((await receipt.textContent()) ?? '')?.[0];

    const submission = await submissionFor(request, 'entry:getScouted', email);
    expect(submission.fields).toEqual({
      realname: 'Inês Raposo',
      nickname: 'Ines R',
      email,
      phone: '+351 912 345 678',
      phone2: '213 456 789',
      guardian: '',
      birthdate: toIso(birthdate),
      gender: 'woman',
      instagr: 'ines.raposo',
      tiktok: 'Ines_Raposo',
      nationality: 'Portuguesa',
      ethnicity: expect.stringMatching(/^\d+$/),
      height: '176/5\'9"',
      bust: '86/34',
      waist: '',
      hips: '',
      shoes: '39',
      jeans: '',
      hair: 'Castanho Escuro',
      hair_type: 'Ondulado',
      hair_length: '',
      eyes: 'Verde',
      skin: '1162',
      note: 'https://youtu.be/dQw4w9WgXcQ',
      country: JSON.stringify({ value: 177, label: 'Portugal' }),
      state: JSON.stringify({ value: 17701, label: 'Lisboa' }),
      basedin: JSON.stringify({ value: 1770102, label: 'Sintra' }),
      languages: JSON.stringify([
        { id: 1, lang: 'pt', level: 'native' },
        { id: 2, lang: 'en', level: 'fluent' },
      ]),
      privacy: 'accepted',
      consent_special: 'true',
      guardian_consent: 'false',
      notice_version: '2026-11',
      language: 'en',
      reference,
    });
    expect(submission.files.map((file) => [file.field, file.filename, file.contentType])).toEqual([
      ['image_1', 'image_1.jpg', 'image/jpeg'],
      ['image_2', 'image_2.jpg', 'image/jpeg'],
      ['image_3', 'image_3.jpg', 'image/jpeg'],
      ['image_4', 'image_4.jpg', 'image/jpeg'],
    ]);
    for (const file of submission.files) {
      const stored = await (await request.get(`${PANEL_ORIGIN}${file.path}`)).body();
      const metadata = await sharp(stored).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif, `${file.field} has no EXIF`).toBeUndefined();
      expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
    // The phone photo arrives upright: 64 × 48 turned by its orientation tag.
    const upright = await sharp(
      await (await request.get(`${PANEL_ORIGIN}${submission.files[0]!.path}`)).body(),
    ).metadata();
    expect([upright.width, upright.height]).toEqual([48, 64]);

    // 2.5 s after Submitted everything is empty again, photos too; the receipt stays in view.
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Level of English')).toHaveCount(0);
    await expect(form.getByText('IMG_20260315_142233_…')).toHaveCount(0);
    await expect(form.getByRole('img', { name: 'Your photo: Close up' })).toHaveCount(0);
    await expect(receipt).toBeInViewport();
  });

  test('a 12 MP phone photo chosen just before Submit goes shrunk: a fraction of its bytes, upright, no EXIF', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const email = `big-photo-${Date.now()}@example.com`;
    const form = await openForm(page, 'en');
    await fillRequired(page, 'en', email, { photos: await photos() });
    await passTimeTrap(page);
    const sent: { photo?: ReturnType<typeof multipartFile> } = {};
    await page.route('**/api/be-a-model', async (route) => {
      const post = route.request();
      const body = post.postDataBuffer();
      if (body) sent.photo = multipartFile(body, (await post.headerValue('content-type')) ?? '', 'image_1');
      await route.continue();
    });

    const original = await twelveMegapixelPhoto();
    await page
      .getByLabel('Close up', { exact: true })
      .setInputFiles({ name: 'IMG_4032.JPG', mimeType: 'image/jpeg', buffer: original });
    // Sent while the photo is still being shrunk: the send waits for it.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submitted', exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(form.getByRole('alert')).toHaveCount(0);

    expect(sent.photo, 'the post carried its body').toBeDefined();
    const { head, bytes } = sent.photo!;
    expect(head).toContain('filename="IMG_4032.jpg"');
    expect(head).toMatch(/content-type: image\/jpeg/i);
    const shrunk = await sharp(bytes).metadata();
    expect([shrunk.format, shrunk.width, shrunk.height, shrunk.exif]).toEqual([
      'jpeg',
      1800,
      2400,
      undefined,
    ]);
    console.log(`a 12 MP phone photo: ${original.length} bytes chosen, ${bytes.length} bytes sent`);
    test.info().annotations.push({
      type: '12 MP photo bytes',
      description: `${original.length} chosen, ${bytes.length} sent`,
    });
    expect(bytes.length).toBeLessThan(original.length / 2.5);

    const submission = await submissionFor(request, 'entry:getScouted', email);
    const stored = await (await request.get(`${PANEL_ORIGIN}${submission.files[0]!.path}`)).body();
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([1800, 2400, undefined]);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  test('an empty send marks the required fields in red with the notice, and sends nothing', async ({
    page,
  }) => {
    for (const language of ['pt', 'en'] as const) {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/be-a-model')) posts.push(request.url());
      });
      const text = TEXT[language];
      await openForm(page, language);
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.notice })).toBeVisible();
      const realName = page.getByLabel(text.realName, { exact: true });
      await expect(realName).toBeFocused();
      for (const label of [text.realName, text.email, text.phone, text.birthdate]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      }
      for (const slot of text.slots)
        await expect(page.getByLabel(slot, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(text.privacy)).toHaveAttribute('aria-invalid', 'true');
      // Red: the danger colour outlines what is missing.
      await expect(realName).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
      expect(posts).toEqual([]);
    }
  });

  test('the email is checked when left, not while typing', async ({ page }) => {
    await openForm(page, 'en');
    const email = page.getByLabel('Email', { exact: true });
    await email.pressSequentially('ines@exa');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a valid email address, e.g. name@example.com.');
    await email.pressSequentially('mple.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
  });

  test('a minor cannot apply without a guardian’s name; with it, the application goes through', async ({
    page,
    request,
  }) => {
    const email = `minor-${Date.now()}@exemplo.pt`;
    const birthdate = birthdateYearsAgo(15);
    await openForm(page, 'pt');
    await fillRequired(page, 'pt', email, { birthdate, photos: await photos() });
    const guardian = page.getByLabel(TEXT.pt.guardian);
    await expect(guardian).toHaveAttribute('aria-required', 'true');
    await passTimeTrap(page);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(guardian).toBeFocused();
    await expect(guardian).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/candidatas-te com um dos pais ou o representante legal/)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: TEXT.pt.notice })).toBeVisible();

    await guardian.fill('Maria Raposo');
    await page.getByLabel(/^Sou o pai, a mãe ou o representante legal/).check();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enviado', exact: true })).toBeVisible();
    const submission = await submissionFor(request, 'entry:getScouted', email);
    expect(submission.fields).toMatchObject({
      guardian: 'Maria Raposo',
      guardian_consent: 'true',
      birthdate: toIso(birthdate),
      gender: 'undefined',
      language: 'pt',
    });
  });

  test('the city stays disabled until the region’s cities are loaded; a new region reloads them', async ({
    page,
  }) => {
    let releaseCities: () => void = () => undefined;
    const citiesHeld = new Promise<void>((resolve) => (releaseCities = resolve));
    const isCitiesList = (url: URL) => url.pathname === '/api/options' && url.searchParams.has('cities');
    await page.route(isCitiesList, async (route) => {
      await citiesHeld;
      await route.continue();
    });
    await openForm(page, 'en');
    const city = page.getByLabel('City', { exact: true });
    await expect(city).toBeDisabled();
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Portugal' });
    await expect(city).toBeDisabled();
    await page.getByLabel('Region or district').selectOption({ label: 'Lisboa' });
    await expect(city).toBeDisabled();
    await expect(city.locator('option').first()).toHaveText('Loading…');
    releaseCities();
    await expect(city).toBeEnabled();
    await city.selectOption({ label: 'Cascais' });

    await page.getByLabel('Region or district').selectOption({ label: 'Porto' });
    await expect(city).toHaveValue('');
    await expect(city.locator('option')).toContainText(['Porto', 'Matosinhos']);
    await expect(city.locator('option', { hasText: 'Cascais' })).toHaveCount(0);
  });

  test('a video over 40 seconds is refused in the browser; a short one is sent with its length', async ({
    page,
    request,
  }) => {
    const email = `video-${Date.now()}@example.com`;
    const form = await openForm(page, 'en');
    await fillRequired(page, 'en', email, { photos: await photos() });
    const videoInput = page.getByLabel('Or a video file');
    await videoInput.setInputFiles({
      name: 'my-long-introduction.webm',
      mimeType: 'video/webm',
      buffer: await webmVideo(45),
    });
    await expect(
      form.getByText('This video lasts more than 40 seconds: choose a shorter one, or send a link instead.'),
    ).toBeVisible();
    await expect(videoInput).toHaveAttribute('aria-invalid', 'true');

    await videoInput.setInputFiles({
      name: 'hello.webm',
      mimeType: 'video/webm',
      buffer: await webmVideo(6),
    });
    await expect(form.getByText('hello.webm · 0:06')).toBeVisible();
    await expect(videoInput).not.toHaveAttribute('aria-invalid');
    await passTimeTrap(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Submitted', exact: true })).toBeVisible();
    const submission = await submissionFor(request, 'entry:getScouted', email);
    expect(submission.fields.video_seconds).toBe('6');
    expect(submission.files.find((file) => file.field === 'video')).toMatchObject({
      filename: 'video.webm',
      contentType: 'video/webm',
    });
  });

  test('a failing panel keeps everything, photos included, and sending again succeeds', async ({
    page,
    request,
  }) => {
    const email = `retry-${Date.now()}@exemplo.pt`;
    const form = await openForm(page, 'pt');
    await fillRequired(page, 'pt', email, { photos: await photos() });
    await page.getByLabel('País', { exact: true }).selectOption({ label: 'Portugal' });
    await page.getByLabel('Região ou distrito').selectOption({ label: 'Porto' });
    await page.getByLabel('Cidade', { exact: true }).selectOption({ label: 'Matosinhos' });
    await passTimeTrap(page);

    const letThrough = await failFormRoute(page, '/api/be-a-model');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(/Não foi possível contactar a agência neste momento/);
    await expect(page.getByLabel('Nome completo', { exact: true })).toHaveValue('Inês Raposo');
    await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('1770203');
    await expect(page.getByLabel(TEXT.pt.privacy)).toBeChecked();
    for (const slot of TEXT.pt.slots) {
      await expect(form.getByRole('img', { name: `A tua fotografia: ${slot}` })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeVisible();

    await letThrough();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Enviado', exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    const submission = await submissionFor(request, 'entry:getScouted', email);
    expect(submission.fields).toMatchObject({
      basedin: JSON.stringify({ value: 1770203, label: 'Matosinhos' }),
      language: 'pt',
    });
    expect(submission.files).toHaveLength(4);
  });

  const RECEIPT_TITLE = { en: 'Application received', pt: 'Candidatura recebida' } as const;

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test.describe(`the application's confirmation at ${viewport.width}×${viewport.height}`, () => {
      test.use({ viewport });

      for (const language of ['en', 'pt'] as const) {
        test(`is in view, focused and gives the reference the panel stored (${language})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(60_000);
          const email = `receipt-${language}-${viewport.width}-${Date.now()}@example.com`;
          const form = await openForm(page, language);
          await fillRequired(page, language, email, { photos: await photos() });
          await passTimeTrap(page);
          await page.getByRole('button', { name: TEXT[language].submit, exact: true }).click();

          const receipt = form.locator('[tabindex="-1"]', {
            has: page.getByRole('heading', { name: RECEIPT_TITLE[language] }),
          });
          await expect(receipt).toBeFocused({ timeout: 30_000 });
          await expect(receipt).toBeInViewport();
          const submission = await submissionFor(request, 'entry:getScouted', email);
          expect(submission.fields.reference).toMatch(/^A-\d{6}-[0-9A-Z]{6}$/);
          await expect(receipt).toContainText(submission.fields.reference!);
          // Still there, in view and focused, once the form has emptied.
          await expect(page.getByLabel(TEXT[language].realName, { exact: true })).toHaveValue('', {
            timeout: 5_000,
          });
          await expect(receipt).toBeFocused();
          await expect(receipt).toBeInViewport();
        });
      }
    });
  }
});

test('the route refuses an executable renamed .jpg (415) and a form without its fields (422)', async ({
  request,
  baseURL,
}) => {
  const headers = {
    origin: baseURL!,
    'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.1`,
    'accept-language': 'en',
  };
  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);
  const refused = await request.post('/api/be-a-model', {
    headers,
    multipart: {
      realname: 'Bot',
      fillTimeMs: '30000',
      image_1: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: executable },
    },
  });
  expect(refused.status()).toBe(415);
  expect(await refused.json()).toEqual({
    error: 'unsupported_file',
    message: 'A file is not of a kind this form accepts.',
    errors: { closeUp: 'photoType' },
  });

  const incomplete = await request.post('/api/be-a-model', {
    headers,
    multipart: { realname: 'Ana', fillTimeMs: '30000' },
  });
  expect(incomplete.status()).toBe(422);
  expect(await incomplete.json()).toMatchObject({
    error: 'invalid_fields',
    errors: { email: 'required', closeUp: 'photoRequired', privacy: 'privacy' },
  });
});
