import type { Page } from '@playwright/test';

/**
 * Holds back every script `path` loads after its first load (parts loaded on demand or when the page is
 * idle) until the returned function is called: what a visitor on a slow network meets when they act before
 * those parts are there. Call it before the page is opened.
 */
export async function holdLaterScripts(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const firstLoad = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map(
      (match) => new URL(match[1]!, 'http://site.invalid').pathname,
    ),
  );
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    if (!firstLoad.has(new URL(route.request().url()).pathname)) await released;
    // A request the page dropped meanwhile (a reload) has nobody left to answer.
    await route.continue().catch(() => undefined);
  });
  return release;
}
