import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over `target` (each part of a page hydrates on its own), so a click on it
 * runs the site's code rather than the browser's default (a link's full page load, a button's nothing).
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(
      () => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
      // A filtered list's cards exist once the island has fetched them; the CI machine, busy with two
      // workers, has taken more than the default 10 s to get there.
      { timeout: 20_000 },
    )
    .toBe(true);
}
