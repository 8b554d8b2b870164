import { expect, test, type CDPSession, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { phonePhoto } from '../fixtures/phone-photo';
import {
  APPLICATION_TEXT,
  fillRequired,
  LANGUAGES,
  openForm,
  type Language,
  type Photo,
} from './application-form';
import { startCuttingProxy } from './cutting-proxy';
import { passTimeTrap, prepareFormPage, submissionFor, submissionsFor } from './forms';

// Sending an application over a phone's uplink: a bar that moves with the megabytes and the time left,
// Cancel that keeps everything, a connection cut mid-upload that ends in Sent on its own, and one lost for
// a while that the send waits for, saying so, and goes on from by itself.

const MESSAGES = { en, pt } as const;
/** Bytes per second: a slow phone uplink, so a few megabytes take seconds. */
const SLOW_UPLINK = 250_000;
/** Into the body of a post of about two megabytes, once the bar has moved. */
const CUT_AFTER_BYTES = 400_000;

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(({ page }) => prepareFormPage(page));

/** Photos of a camera's grain, so the four still weigh about two megabytes once shrunk (at 1400 × 1050). */
const grainyPhotos = async (width = 1400, height = 1050) => {
  const buffer = await phonePhoto(width, height, { grain: 24 });
  return Array.from({ length: 4 }, (_, index) => ({
    name: `photo-${index}.jpg`,
    mimeType: 'image/jpeg',
    buffer,
  }));
};

/**
 * The browser's network emulation: a slow uplink, none, or no network at all (the browser then says it is
 * offline). One session's conditions are the page's: another's (context.setOffline) would not stop its
 * requests.
 */
async function uplink(page: Page) {
  const session: CDPSession = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const emulate = (uploadThroughput: number, offline = false) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  return { slow: () => emulate(SLOW_UPLINK), fast: () => emulate(-1), offline: () => emulate(-1, true) };
}

const progressBar = (page: Page, language: Language) =>
  page.getByRole('progressbar', { name: MESSAGES[language].Application.upload.label });
const progressValue = (page: Page, language: Language) =>
  progressBar(page, language).evaluate((bar) => (bar as HTMLProgressElement).value);

async function startSlowSend(
  page: Page,
  language: Language,
  email: string,
  { origin, photos }: { origin?: string; photos?: Photo[] } = {},
) {
  await openForm(page, language, origin);
  await fillRequired(page, language, email, { photos: photos ?? (await grainyPhotos()) });
  const network = await uplink(page);
  await network.slow();
  await passTimeTrap(page);
  await page.getByRole('button', { name: APPLICATION_TEXT[language].submit, exact: true }).click();
  await expect(progressBar(page, language)).toBeVisible();
  return network;
}

/** How many applications the local panel has stored with this email. */
const storedCount = async (page: Page, email: string) =>
  (await submissionsFor(page.request, 'entry:getScouted', email)).length;

for (const language of LANGUAGES) {
  const t = APPLICATION_TEXT[language];
  const { waitingNotice } = MESSAGES[language].Application;
  const { sending } = MESSAGES[language].FormErrors;

  test(`the bar moves under a throttled upload, with the megabytes and the time left, to Sent (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `upload-bar-${language}-${Date.now()}@example.com`;
    await startSlowSend(page, language, email);

    await expect.poll(() => progressValue(page, language)).toBeGreaterThan(0);
    const first = await progressValue(page, language);
    await expect.poll(() => progressValue(page, language)).toBeGreaterThan(first);
    const megabytes = language === 'en' ? /^\d+ % · \d+\.\d of \d+\.\d MB/ : /^\d+ % · \d+,\d de \d+,\d MB/;
    const figures = page.getByText(megabytes);
    await expect(figures).toBeVisible();
    const timeLeft =
      language === 'en'
        ? / · about \d+ (second|minute)s? left$/
        : / · faltam cerca de \d+ (segundo|minuto)s?$/;
    await expect(figures).toHaveText(timeLeft);
    await expect(page.getByRole('status').filter({ hasText: /^(25|50|75) % / })).toBeAttached();

    await expect(page.getByRole('button', { name: t.submitted, exact: true })).toBeVisible({
      timeout: 40_000,
    });
    await expect(progressBar(page, language)).toHaveCount(0);
  });

  test(`Cancel stops the upload and keeps every field and photo; Send then sends (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `upload-cancel-${language}-${Date.now()}@example.com`;
    const network = await startSlowSend(page, language, email);
    await expect.poll(() => progressValue(page, language)).toBeGreaterThan(0);

    await page.getByRole('button', { name: sending.cancel, exact: true }).click();
    // The answer to the visitor's own choice: a status in the page's ink, not an alert in red.
    const { cancelled } = MESSAGES[language].FormErrors.problems;
    const form = page.getByRole('form', { name: t.form });
    const notice = form.getByRole('status').filter({ hasText: cancelled });
    await expect(notice).toHaveText(cancelled);
    await expect(notice).toHaveCSS('color', 'rgb(17, 17, 17)');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(progressBar(page, language)).toHaveCount(0);
    await expect(page.getByRole('button', { name: t.submit, exact: true })).toBeFocused();
    await expect(page.getByLabel(t.realName, { exact: true })).toHaveValue('Inês Raposo');
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(t.privacy)).toBeChecked();
    for (const slot of t.slots) {
      const preview = MESSAGES[language].Application.photos.preview.replace('{slot}', slot);
      await expect(page.getByRole('img', { name: preview, exact: true })).toBeVisible();
    }
    expect(await storedCount(page, email)).toBe(0);

    await network.fast();
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('button', { name: t.submitted, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await submissionFor(page.request, 'entry:getScouted', email);
    expect(await storedCount(page, email)).toBe(1);
  });

  test(`a connection cut during the first upload is retried on its own to Sent, stored once (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const proxy = await startCuttingProxy(new URL(baseURL!), '/api/be-a-model', CUT_AFTER_BYTES);
    try {
      const email = `upload-cut-${language}-${Date.now()}@example.com`;
      proxy.state.cutting = true;
      await startSlowSend(page, language, email, { origin: proxy.origin });

      const retrying = sending.retryIn
        .replace('{count, plural, one {{shown} second} other {{shown} seconds}}', '1 second')
        .replace('{count, plural, one {{shown} segundo} other {{shown} segundos}}', '1 segundo');
      // In the form's status line, which screen readers hear.
      await expect(
        page.getByRole('status').filter({ hasText: `${waitingNotice} ${retrying}` }),
      ).toBeVisible();
      proxy.state.cutting = false;

      await expect(page.getByRole('button', { name: t.submitted, exact: true })).toBeVisible({
        timeout: 40_000,
      });
      expect(proxy.state.cuts).toBeGreaterThan(0);
      await expect(page.getByRole('form', { name: t.form }).getByRole('alert')).toHaveCount(0);
      await submissionFor(page.request, 'entry:getScouted', email);
      expect(await storedCount(page, email)).toBe(1);
    } finally {
      await proxy.close();
    }
  });

  test(`offline for 15 s during the upload of four photos: it waits, says so, and goes on by itself; stored once (${language})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = `upload-offline-${language}-${Date.now()}@example.com`;
    // Lighter photos (about 0.8 MB in all) than the other tests': enough for seconds of upload.
    const network = await startSlowSend(page, language, email, { photos: await grainyPhotos(900, 675) });
    await expect.poll(() => progressValue(page, language)).toBeGreaterThan(0);

    await network.offline();
    const form = page.getByRole('form', { name: t.form });
    const waiting = form.getByRole('status').filter({ hasText: `${waitingNotice} ${sending.whenOnline}` });
    await expect(waiting).toBeVisible();
    // A lift, a tunnel: the send waits with everything kept, Cancel at hand, nothing reported as failed.
    await page.waitForTimeout(15_000);
    await expect(waiting).toBeVisible();
    await expect(form.getByRole('button', { name: sending.cancel, exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The try cut by the drop may have reached the agency whole, its answer lost: the resend is the same.
    await network.fast();
    await expect(page.getByRole('button', { name: t.submitted, exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submissionFor(page.request, 'entry:getScouted', email);
    expect(await storedCount(page, email)).toBe(1);
  });
}
