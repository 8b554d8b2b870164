import { expect, test, type Page } from '@playwright/test';
import { PANEL_CONTROL, panelRequestCount, revalidate, setPanelMode, type FailureMode } from './panel';

// Panel content reaches pages through the server cache: an edit shows once the panel asks for
// revalidation, and a failing panel never takes content away from visitors.
test.describe.configure({ mode: 'serial' });

const TEXTS_PATH = '/panel/api/website-texts';
const TEXTS_STATS_KEY = `GET ${TEXTS_PATH}`;

/** The general email in the open menu, which comes from the panel's website texts. */
async function menuEmail(page: Page): Promise<string> {
  await page.goto('/en/contact');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const email = page.getByRole('dialog', { name: 'Menu' }).locator('address a[href^="mailto:"]');
  await expect(email).toBeVisible();
  return (await email.textContent()) ?? '';
}

async function editContactEmail(page: Page, email: string) {
  const response = await page.request.post(`${PANEL_CONTROL}/website-texts`, {
    data: { name: 'contact_email', text: { en: email, pt: email } },
  });
  expect(response.ok()).toBe(true);
}

test.afterEach(async ({ request }) => {
  await setPanelMode(request, 'ok');
});

test('the revalidate route refuses a missing or wrong secret', async ({ request }) => {
  for (const secret of [null, 'wrong-secret']) {
    const response = await revalidate(request, ['website-texts'], secret);
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  }
});

test('an edit in the panel reaches the page when the panel revalidates its tag', async ({
  page,
  request,
}) => {
  const before = await menuEmail(page);
  const edited = `bookings-${Date.now()}@agencia.example`;
  await editContactEmail(page, edited);

  // Cached: the edit is not visible until the panel asks for it.
  expect(await menuEmail(page)).toBe(before);

  const response = await revalidate(request, ['website-texts']);
  expect(response.status()).toBe(200);
  await expect.poll(() => menuEmail(page)).toBe(edited);
});

for (const mode of ['error', 'hang', 'down', 'malformed'] satisfies FailureMode[]) {
  test(`visitors keep the last good content while the panel is ${mode}`, async ({ page, request }) => {
    const lastGood = await menuEmail(page);
    await setPanelMode(request, mode, [TEXTS_PATH]);
    const asked = await panelRequestCount(request, TEXTS_STATS_KEY);

    expect((await revalidate(request, ['website-texts'])).status()).toBe(200);
    expect(await menuEmail(page)).toBe(lastGood);
    expect(await menuEmail(page)).toBe(lastGood);
    // The site did go back to the panel (and got nothing usable) rather than never asking.
    expect(await panelRequestCount(request, TEXTS_STATS_KEY)).toBeGreaterThan(asked);
  });
}
