import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

// The contact page's map (issue 19, part 1): without a Google Maps key (as in tests) the office is on
// OpenStreetMap's embed, at the fixed Lisbon point, zoom 15, and only once the visitor asks for it. There is
// no internet here: the embed's page is answered by the test, which checks the address it was asked for.

const OFFICE = { lat: 38.71661, lng: -9.14904 };
const EMBED = 'https://www.openstreetmap.org/export/embed.html';

const MAP = {
  en: {
    path: '/en/contact',
    region: 'Map of the office in Lisbon',
    show: 'Show map',
    notice: 'The map comes from OpenStreetMap',
    office: 'Office',
  },
  pt: {
    path: '/pt/contato',
    region: 'Mapa do escritório em Lisboa',
    show: 'Mostrar mapa',
    notice: 'O mapa é fornecido pelo OpenStreetMap',
    office: 'Escritório',
  },
} as const;

for (const locale of ['en', 'pt'] as const) {
  const t = MAP[locale];

  test(`${t.path}: no third party before "${t.show}", then OpenStreetMap at the office`, async ({
    page,
    baseURL,
  }) => {
    const site = new URL(baseURL!).origin;
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const { origin } = new URL(request.url());
      if (origin !== site && !request.url().startsWith('data:')) thirdParty.push(request.url());
    });
    await page.route(`${EMBED}?*`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>OpenStreetMap</title>' }),
    );

    await page.goto(t.path);
    const map = page.getByRole('region', { name: t.region });
    await expect(map).toContainText(t.notice);
    await expect(map.locator('iframe')).toHaveCount(0);
    // The address card stays beside the map.
    await expect(page.getByRole('region', { name: t.office }).locator('address')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);

    const embedRequest = page.waitForRequest((request) => request.url().startsWith(`${EMBED}?`));
    const show = map.getByRole('button', { name: t.show });
    await hydrated(show);
    await show.click();
    const frame = map.locator('iframe');
    await expect(frame).toHaveAttribute('title', t.region);
    await expect(map).toBeFocused();
    const src = new URL((await frame.getAttribute('src'))!);
    expect(`${src.origin}${src.pathname}`).toBe(EMBED);
    expect(src.searchParams.get('marker')).toBe(`${OFFICE.lat},${OFFICE.lng}`);
    const [west, south, east, north] = src.searchParams.get('bbox')!.split(',').map(Number);
    expect(west! < OFFICE.lng && OFFICE.lng < east!).toBe(true);
    expect(south! < OFFICE.lat && OFFICE.lat < north!).toBe(true);
    // Zoom 15: about 4.3e-5 degrees of longitude per pixel, the box a little inside the frame.
    const box = await frame.boundingBox();
    const degreesPerPixel = 360 / (256 * 2 ** 15);
    expect((east! - west!) / degreesPerPixel).toBeLessThan(box!.width);
    expect((east! - west!) / degreesPerPixel).toBeGreaterThan(box!.width * 0.6);
    expect((await embedRequest).url()).toBe(src.href);
    expect(thirdParty.every((url) => url.startsWith(`${EMBED}?`))).toBe(true);
  });
}

test('the policy lets OpenStreetMap into a frame, and no Google Maps without a key', async ({ request }) => {
  const policy = (await request.get('/en/contact')).headers()['content-security-policy'] ?? '';
  const frameSources = policy
    .split('; ')
    .find((directive) => directive.startsWith('frame-src '))
    ?.split(' ');
  expect(frameSources).toContain('https://www.openstreetmap.org');
  expect(policy).not.toContain('maps.googleapis.com');
});
