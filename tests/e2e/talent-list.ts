import { expect, type Page } from '@playwright/test';

export const cards = (page: Page) => page.locator('main ul li article');
const countText = (page: Page) => page.locator('main p[role="status"]').first();

/**
 * The number of talents the list says it shows, once its results are in: while a choice loads, the last
 * cards and counts stay, marked aria-busy, as a visitor sees them.
 */
export async function total(page: Page): Promise<number> {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(countText(page)).toHaveText(/\d+ talents?|Nenhum|No talents/);
  return Number((await countText(page).textContent())?.match(/\d+/)?.[0] ?? 0);
}
