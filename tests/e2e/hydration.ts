import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over `target` (each part of a page hydrates on its own), so a click on it
 * runs the site's code rather than the browser's default (a link's full page load, a button's nothing).
 */
export async function hydrated(target: Locator) {
  await expect
    .poll(() =>
      target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}
