// The profile's video and compo tabs in a real browser, against `next start` and the local panel.
//
// DEPENDS ON THE PROFILE PAGE (app/[locale]/[category]/[id]/[slug]/page.tsx, built separately): it must
// show role="tab" buttons named "Video" and "Compo" (pt "Vídeo" and "Compo") whose tabpanel holds
// <VideoGallery> and <CompositeDownload>. The "composite route" tests at the end need only the route.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Talent 1001 is the local panel's complete example: three videos (YouTube, Vimeo with hash, YouTube). */
const TALENT_ID = 1001;
const PROVIDER_HOSTS = /(^|\.)(youtube-nocookie\.com|youtube\.com|ytimg\.com|vimeo\.com|vimeocdn\.com)$/;

/** The talent's name slug, as the catalogue links to its profile. */
async function slugOf(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/en/models')).text();
  const slug = html.match(new RegExp(`href="/en/models/${TALENT_ID}/([a-z0-9-]+)"`))?.[1];
  if (!slug) throw new Error(`the models list does not link talent ${TALENT_ID}`);
  return slug;
}

/**
 * Records every request to YouTube or Vimeo and answers it with an empty page, so the test neither
 * depends on the internet nor loads a real player.
 */
async function recordProviderRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => PROVIDER_HOSTS.test(url.hostname),
    async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    },
  );
  return requested;
}

async function openTab(page: Page, path: string, tab: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: tab, exact: true }).click();
  return page.getByRole('tabpanel');
}

test.describe('profile video tab', () => {
  test('a facade until play, then the YouTube and Vimeo players', async ({ page, request }) => {
    const requested = await recordProviderRequests(page);
    const panel = await openTab(page, `/en/models/${TALENT_ID}/${await slugOf(request)}`, 'Video');

    const play = panel.getByRole('button', { name: /^Play video 1 of / });
    await expect(play).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    expect(requested).toEqual([]);

    await play.click();
    await expect(panel.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1&rel=0$/,
    );
    await expect.poll(() => requested.length).toBeGreaterThan(0);

    // Another thumbnail brings back a facade, for the second video (Vimeo with its privacy hash).
    const second = panel.getByRole('button', { name: 'Show video 2' });
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.locator('iframe')).toHaveCount(0);
    await panel.getByRole('button', { name: /^Play video 2 of / }).click();
    await expect(panel.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/\d+\?h=[0-9a-f]+&autoplay=1$/,
    );
  });

  test('thumbnail arrows on a phone, where 3 videos outnumber the 2 slots; none on a desktop', async ({
    page,
    request,
  }) => {
    await recordProviderRequests(page);
    const path = `/en/models/${TALENT_ID}/${await slugOf(request)}`;
    await page.setViewportSize({ width: 390, height: 844 });
    let panel = await openTab(page, path, 'Video');
    const next = panel.getByRole('button', { name: 'Next videos' });
    await expect(next).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Previous videos' })).toBeHidden();
    await next.click();
    await expect(panel.getByRole('button', { name: 'Show video 3' })).toBeInViewport();

    await page.setViewportSize({ width: 1280, height: 800 });
    panel = await openTab(page, path, 'Video');
    await expect(panel.getByRole('button', { name: 'Show video 3' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Next videos' })).toBeHidden();
  });
});

test.describe('profile compo tab', () => {
  test('"Print composite" delivers <slug>-composite.zip, a real zip of the compo images', async ({
    page,
    request,
  }) => {
    const slug = await slugOf(request);
    const panel = await openTab(page, `/en/models/${TALENT_ID}/${slug}`, 'Compo');

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Print composite' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${slug}-composite.zip`);
    const zip = await readFile(await download.path());
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(zip.includes(`${slug}-composite-1.jpg`)).toBe(true);
    await expect(panel.getByRole('button', { name: 'Print composite' })).toBeEnabled();
  });

  test('a failure is explained in Portuguese and the button works again', async ({ page, request }) => {
    const slug = await slugOf(request);
    // The shared local panel is not switched into failure here (other tests run beside this one):
    // the route's failure answer is stood in for in this page only.
    await page.route('**/api/composite/**', (route) =>
      route.fulfill({
        status: 502,
        json: { error: 'panel_unavailable', message: 'O compósito não pode ser preparado agora.' },
      }),
    );
    const panel = await openTab(page, `/pt/modelos/${TALENT_ID}/${slug}`, 'Compo');
    const button = panel.getByRole('button', { name: 'Imprimir compósito' });

    await button.click();
    await expect(panel.getByRole('alert')).toHaveText('O compósito não pode ser preparado agora.');

    await page.unroute('**/api/composite/**');
    const downloading = page.waitForEvent('download');
    await button.click();
    expect((await downloading).suggestedFilename()).toBe(`${slug}-composite.zip`);
    await expect(panel.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('composite route', () => {
  test('answers the zip with its download name, or a JSON refusal', async ({ request }) => {
    const slug = await slugOf(request);
    const zip = await request.get(`/api/composite/${TALENT_ID}`);
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toBe('application/zip');
    expect(zip.headers()['content-disposition']).toBe(`attachment; filename="${slug}-composite.zip"`);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');

    const invalid = await request.get('/api/composite/abc?locale=en');
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toEqual({ error: 'invalid_id', message: 'This talent id is not valid.' });
    const unknown = await request.get('/api/composite/1002');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'talent_not_found' });
  });
});
