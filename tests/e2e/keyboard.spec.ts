import { expect, test, type Locator, type Page } from '@playwright/test';
import { passTimeTrap, prepareFormPage, submissionFor } from './forms';

// Issue 9: a visitor with only a keyboard reaches and uses the menu, the filters, the wishlist hearts,
// the lightbox and the forms. Every control is reached with Tab from where the previous step left focus,
// never by clicking or focusing it from the test.

const MAX_TABS = 120;

/** Presses Tab (or Shift+Tab) until `target` has focus: fails if the keyboard never reaches it. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

async function openLive(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('menu: opens with Enter, keeps focus inside, closes with Escape, and its links navigate', async ({
  page,
}) => {
  await openLive(page, '/en/contact');
  const menuButton = page.getByRole('button', { name: 'Open the menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  // Focus moved into the dialog, and Tab never reaches the page behind it (a modal dialog lets focus
  // pass through the browser's own controls, where no page element is active, and come back).
  // The page records every element behind the menu that takes focus, so 40 presses need no round trip each.
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await menu.evaluate((dialog) => {
    const escapes: string[] = [];
    Object.assign(window, { focusEscapes: escapes });
    document.addEventListener('focusin', ({ target }) => {
      if (target instanceof Element && !dialog.contains(target)) escapes.push(target.outerHTML.slice(0, 120));
    });
  });
  for (let presses = 0; presses < 40; presses += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes)).toEqual(
    [],
  );

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Enter');
  await tabTo(page, menu.getByRole('link', { name: 'Models', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/models$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
});

test('filters and hearts: a subcategory, a gender and a talent on the wishlist, by keyboard', async ({
  page,
}) => {
  await openLive(page, '/en/models');
  const newFaces = page.getByRole('button', { name: 'New faces' });
  await tabTo(page, newFaces);
  await page.keyboard.press('Enter');
  await expect(newFaces).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?sub=new_faces$/);

  const woman = page.getByRole('list', { name: /^Gender: / }).getByRole('button', { name: 'Woman' });
  await tabTo(page, woman);
  await page.keyboard.press('Space');
  await expect(woman).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?sub=new_faces&gender=woman$/);

  const heart = page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to wishlist$/, '$1');
  await tabTo(page, heart);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Remove ${name} from wishlist` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('lightbox: a picture opens with Enter, arrows move, Escape returns focus to the picture shown', async ({
  page,
}) => {
  await openLive(page, '/en/models/1003/ivo-pereira');
  const first = page.getByRole('button', { name: /picture 1 of \d+: open full screen/ });
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const lightbox = page.locator('.yarl__root');
  await expect(lightbox).toBeVisible();
  // The slide in view is the one not made inert; its label starts with its position ("2 of 13").
  const shown = lightbox.locator('[role="group"]:not([inert])');
  await expect(shown).toHaveAttribute('aria-label', /^1\b/);
  for (const [key, position] of [
    ['ArrowRight', 2],
    ['ArrowRight', 3],
    ['ArrowLeft', 2],
  ] as const) {
    await page.keyboard.press(key);
    await expect(shown).toHaveAttribute('aria-label', new RegExp(`^${position}\\b`));
  }
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(page.getByRole('button', { name: /picture 2 of \d+: open full screen/ })).toBeFocused();
});

test('contact form: filled and sent with the keyboard alone', async ({ page, request }) => {
  await prepareFormPage(page);
  await openLive(page, '/en/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await expect(form).not.toHaveAttribute('aria-busy');

  const email = `keyboard-${Date.now()}@example.com`;
  await tabTo(page, form.getByLabel('Name', { exact: true }));
  await page.keyboard.type('Rita Lopes');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await tabTo(page, form.getByLabel('Message', { exact: true }));
  await page.keyboard.type('Sent without a mouse.');
  await passTimeTrap(page);
  await tabTo(page, form.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  // The confirmation takes the focus, so the keyboard goes on from there.
  await expect(page.locator(':focus')).toContainText(/Your message reached the agency/);
  expect((await submissionFor(request, 'contact', email)).fields.message).toBe('Sent without a mouse.');
});

test('wishlist request form: opened by keyboard, its first error takes focus', async ({ page }) => {
  await openLive(page, '/en/models/1003/ivo-pereira');
  await tabTo(page, page.getByRole('button', { name: 'Add Ivo Pereira to wishlist' }));
  await page.keyboard.press('Enter');

  await openLive(page, '/en/favorites');
  const requestButton = page.getByRole('button', { name: 'Request a quote' });
  await tabTo(page, requestButton);
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Request a quote' });
  await expect(form).toBeVisible();
  await tabTo(page, form.getByRole('button', { name: 'Send', exact: true }));
  await page.keyboard.press('Enter');
  // The first field in error takes focus, so the visitor hears what to fix.
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
});
