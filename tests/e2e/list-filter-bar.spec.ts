import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';

// The filter bar's gender group: its chips on one line, and its divider only between the subcategories
// and the genders, never at the start of a line the group wrapped to.

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

const LISTS = [
  '/en/models',
  '/en/models?sub=new_faces',
  '/en/commercial',
  '/en/commercial?sub=beauty',
  '/en/actors?sub=new_actors',
  '/pt/modelos',
  '/pt/modelos?sub=mainboard',
  '/pt/comercial',
  '/pt/atores',
  '/pt/digital',
];

/** Whether every pixel of the strip is the same colour: no line drawn in it. */
async function blank(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let offset = info.channels; offset < data.length; offset += info.channels) {
    for (let channel = 0; channel < 3; channel += 1) {
      if (data[offset + channel] !== data[channel]) return false;
    }
  }
  return true;
}

for (const viewport of VIEWPORTS) {
  test(`${viewport.width} px: the gender chips sit on one line, with no divider starting a line`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    for (const path of LISTS) {
      await page.goto(path);
      const filters = page.getByRole('navigation', { name: /^(Filter talent|Filtrar talentos)$/ });
      const bar = filters.getByRole('list').first();
      const genders = filters.getByRole('list', { name: /^(Gender|Género)/ });
      await expect(bar).toBeVisible();
      if ((await genders.count()) === 0) continue;
      await genders.scrollIntoViewIfNeeded();
      const chips = await genders
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
      expect(new Set(chips).size, `${path}: the gender chips on one line`).toBe(1);

      const group = (await genders.boundingBox())!;
      const subcategories = (await bar.boundingBox())!;
      const startsLine = group.y >= subcategories.y + subcategories.height;
      if (!startsLine) continue;
      const firstChip = (await genders.getByRole('button').first().boundingBox())!;
      // From the gutter up to the first chip's own border.
      const left = Math.max(0, Math.floor(group.x) - 14);
      expect(
        await blank(page, {
          x: left,
          y: group.y,
          width: Math.floor(firstChip.x) - left,
          height: group.height,
        }),
        `${path}: no divider before a gender group starting a line`,
      ).toBe(true);
    }
  });
}
