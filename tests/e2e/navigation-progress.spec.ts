import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

// Issue 19, part 2: on a slow connection every wait shows the top progress bar while the visitor waits
// (it starts 200 ms into a wait, so quick ones show nothing), and a menu entry closes the menu before the
// next page arrives. Each test records the bar's delay after the action as a `bar delay` annotation: on
// an idle machine it is about 200 ms; a timed assertion would fail on a busy one, so the check is that the
// bar shows before the held response is let through.

/** How long each held response waits, as on a slow connection. */
const HOLD_MS = 4_000;

const bar = (page: Page) => page.locator('#nprogress .bar');

async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await hydrated(page.getByRole('banner').getByRole('link').first());
}

/** Holds every response that `matches` for 2.5 s. */
async function hold(page: Page, matches: (url: URL, headers: Record<string, string>) => boolean) {
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (matches(new URL(request.url()), request.headers())) {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    }
    await route.continue().catch(() => undefined);
  });
}

/** Pages as the site's own navigation asks for them: the server-component payload (and its prefetch). */
const holdPages = (page: Page) => hold(page, (_url, headers) => headers['rsc'] === '1');

type Watched = Window & { barDelay?: Promise<number> };

/**
 * Measures, in the browser, the time from the visitor's next `action` (a click, Back, a scroll) until the
 * bar is in the page: the test's own latency stays out of it.
 */
async function watchBar(page: Page, action: 'click' | 'popstate' | 'scroll') {
  await page.evaluate((event) => {
    (window as Watched).barDelay = new Promise((resolve) => {
      // Never: fails the check at once rather than at the test's timeout.
      setTimeout(() => resolve(Infinity), 10_000);
      window.addEventListener(
        event,
        () => {
          const start = performance.now();
          const shown = () => {
            if (!document.querySelector('#nprogress .bar')) return false;
            resolve(performance.now() - start);
            return true;
          };
          if (shown()) return;
          const observer = new MutationObserver(() => shown() && observer.disconnect());
          observer.observe(document.body, { childList: true, subtree: true });
        },
        { capture: true, once: true },
      );
    });
  }, action);
}

/** The bar showed while the response was still held, and its delay after the action is recorded. */
async function expectBarWhileWaiting(page: Page) {
  const delay = await page.evaluate(() => (window as Watched).barDelay);
  test.info().annotations.push({ type: 'bar delay', description: `${Math.round(delay!)} ms` });
  expect(delay).toBeLessThan(HOLD_MS);
}

test('a talent card shows the bar at once, and the profile when it arrives', async ({ page }) => {
  await openLive(page, '/en/models');
  await holdPages(page);
  const name = page.locator('main article h2 a').first();
  const talent = (await name.textContent())!;
  await hydrated(name);

  await watchBar(page, 'click');
  await name.click();
  await expectBarWhileWaiting(page);
  await expect(page.getByRole('heading', { level: 1, name: talent })).toBeVisible({ timeout: 20_000 });
  await expect(bar(page)).toHaveCount(0);
});

test('a menu entry closes the menu at once and shows the bar until the page arrives', async ({ page }) => {
  await openLive(page, '/pt/contato');
  await holdPages(page);
  const trigger = page.getByRole('button', { name: 'Abrir o menu' });
  await hydrated(trigger);
  await trigger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  await watchBar(page, 'click');
  await menu.getByRole('link', { name: 'Atores', exact: true }).click();
  await expect(menu).toBeHidden();
  // Closed while the next page is still held.
  await expect(page).toHaveURL(/\/pt\/contato$/);
  await expectBarWhileWaiting(page);
  await expect(page).toHaveURL(/\/pt\/atores$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Atores' })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test('Back to a page that must be fetched again shows the bar too', async ({ page }) => {
  await openLive(page, '/en/about');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Contact', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // After a reload the router no longer holds the about page: Back asks the server for it.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await hydrated(page.getByRole('banner').getByRole('link').first());
  await holdPages(page);

  await watchBar(page, 'popstate');
  await page.goBack({ waitUntil: 'commit' });
  await expectBarWhileWaiting(page);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible({ timeout: 20_000 });
  await expect(bar(page)).toHaveCount(0);
});

test('the next cards of a list show the bar while they load', async ({ page }) => {
  await openLive(page, '/en/models');
  await hold(page, (url) => url.pathname === '/api/talents');
  await hydrated(page.locator('main article h2 a').last());
  await watchBar(page, 'scroll');
  await page.locator('main article').last().scrollIntoViewIfNeeded();
  await expectBarWhileWaiting(page);
  await expect(page.locator('main article')).toHaveCount(40, { timeout: 20_000 });
  await expect(bar(page)).toHaveCount(0);
});

test('a filter whose cards must be fetched shows the bar while they load', async ({ page }) => {
  await openLive(page, '/en/models');
  await hold(page, (url) => url.pathname === '/api/talents');
  const woman = page.getByRole('button', { name: 'Woman', exact: true }).first();
  await hydrated(woman);
  await watchBar(page, 'click');
  await woman.click();
  await expect(page).toHaveURL(/gender=woman/);
  await expectBarWhileWaiting(page);
  await expect(bar(page)).toHaveCount(0, { timeout: 20_000 });
});
