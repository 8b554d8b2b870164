import type { Page } from '@playwright/test';

/** Records the page's layout shifts from its first paint on, for `layoutShift` to read. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => source.node?.nodeName ?? '?'),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts so far (watchLayoutShifts): their total, and each with what moved, as text. */
export async function layoutShift(page: Page) {
  await page.waitForTimeout(500); // a shift is reported after the frame that made it
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number }[] }).shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts: JSON.stringify(shifts) };
}
