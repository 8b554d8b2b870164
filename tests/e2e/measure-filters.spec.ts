// A booker's search by measurements on a category list (issue 16, part 3), the one gender control per
// state and the compact filter row on a phone (issue 19, parts 3 and 4).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { holdLaterScripts } from './later-scripts';
import { cards, total } from './talent-list';

const names = (page: Page) => page.locator('main article h2').allTextContents();

/** The names of the first step the list route answers for the page's own query. */
async function namesFromRoute(page: Page, category: string): Promise<string[]> {
  const query = new URL(page.url()).searchParams;
  query.set('category', category);
  query.set('locale', 'en');
  const response = await page.request.get(`/api/talents?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { talents: { name: string }[] };
  return body.talents.map((talent) => talent.name);
}

/** The list's address holds exactly these parameters (in whatever order the choices were made). */
async function expectAddress(page: Page, params: Record<string, unknown>, path = '/en/models') {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
    })
    .toEqual({ path, ...params });
}

/** The values a range's select offers, "Any" left out. */
function offered(select: Locator): Promise<string[]> {
  return select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
}

async function openFilters(page: Page, name = 'Filters') {
  const toggle = page.getByRole('button', { name: new RegExp(`^${name}`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('search by measurements', () => {
  test('opened before its code is there, the panel waits for it and never shows empty', async ({ page }) => {
    const release = await holdLaterScripts(page, '/en/models');
    // The document, not the load event, which a held script asked for before it would hold back.
    await page.goto('/en/models', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await hydrated(toggle);
    await toggle.click();
    // Long enough for an empty panel to have shown: a new Suspense boundary shows its fallback at once.
    await page.waitForTimeout(500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: 'Height', exact: true })).toHaveCount(0);

    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const from = page
      .getByRole('group', { name: 'Height', exact: true })
      .getByRole('combobox', { name: 'From' });
    expect((await offered(from)).length).toBeGreaterThan(0);
  });

  test('height, age, hair and eyes narrow the grid, live in the address and walk back', async ({ page }) => {
    await page.goto('/en/models');
    const all = await total(page);
    await openFilters(page);
    const height = page.getByRole('group', { name: 'Height', exact: true });
    const heights = await offered(height.getByRole('combobox', { name: 'From' }));
    const [low, high] = [
      heights[Math.floor(heights.length / 4)],
      heights[Math.floor((heights.length * 3) / 4)],
    ];
    await height.getByRole('combobox', { name: 'From' }).selectOption(low!);
    await expectAddress(page, { height: `${low}-` });
    await height.getByRole('combobox', { name: 'To' }).selectOption(high!);
    const range = { height: `${low}-${high}` };
    await expectAddress(page, range);
    expect(await total(page)).toBeLessThan(all);

    // Each colour says how many talents choosing it shows, and shows that many.
    const hair = page.getByRole('group', { name: 'Hair colour' }).getByRole('checkbox', { disabled: false });
    const promised = Number((await hair.first().locator('xpath=..').textContent())?.match(/\d+$/)?.[0]);
    await hair.first().check();
    const slug = expect.stringMatching(/^[a-z-]+$/);
    await expectAddress(page, { ...range, hair: slug });
    expect(await total(page)).toBe(promised);

    const eyes = page.getByRole('group', { name: 'Eye colour' }).getByRole('checkbox', { disabled: false });
    await eyes.first().check();
    const age = page.getByRole('group', { name: 'Age', exact: true }).getByRole('combobox', { name: 'From' });
    const youngest = (await offered(age))[0]!;
    await age.selectOption(youngest);
    const chosen = { ...range, age: `${youngest}-`, hair: slug, eyes: slug };
    await expectAddress(page, chosen);
    const narrowed = await total(page);
    expect(narrowed).toBeLessThanOrEqual(promised);
    expect(await names(page)).toEqual(await namesFromRoute(page, 'models'));

    // A subcategory keeps the measurements; the server combines them.
    await page.getByRole('button', { name: 'Mainboard' }).click();
    await expectAddress(page, { sub: 'mainboard', ...chosen });
    expect(await total(page)).toBeLessThanOrEqual(narrowed);
    expect(await names(page)).toEqual(await namesFromRoute(page, 'models'));

    // Back and Forward walk the choices, controls included.
    await page.goBack();
    await expectAddress(page, chosen);
    await expect(page.getByRole('button', { name: 'Mainboard' })).toHaveAttribute('aria-pressed', 'false');
    await page.goBack();
    await expectAddress(page, { ...range, hair: slug, eyes: slug });
    await expect(age).toHaveValue('');
    await page.goForward();
    await expect(age).toHaveValue(youngest);

    // One control clears the measurements, and only them.
    await page.getByRole('button', { name: 'Mainboard' }).click();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expectAddress(page, { sub: 'mainboard' });
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText('Filters');
  });

  test('a filtered address opened directly shows its own first 20, never the unfiltered ones', async ({
    page,
  }) => {
    const address = '/en/models?height=165-190&eyes=brown,dark-brown';

    // Before the page's script runs, the static page's unfiltered cards stay hidden behind the placeholder.
    // Scripts are refused before the page has ever loaded them: a renderer serves scripts it already ran
    // from its memory cache, which no route sees. Their addresses end in `?dpl=<deployment>`.
    let refusedScripts = 0;
    const isScript = (url: URL) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
    await page.route(isScript, (route) => {
      refusedScripts += 1;
      return route.abort();
    });
    await page.goto(address);
    await expect(page.locator('[data-results-placeholder]')).toBeVisible();
    await expect(cards(page).first()).toBeHidden();
    // The unfiltered address shows its cards with or without script, and no placeholder above them (the
    // grid would jump up when the script removes it).
    await page.goto('/en/models');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.locator('[data-results-placeholder]')).toBeHidden();
    expect(refusedScripts).toBeGreaterThan(0);
    await page.unrouteAll();

    // Then React shows the filtered first 20.
    await page.goto(address);
    await expect(cards(page).first()).toBeVisible();
    expect(await names(page)).toEqual(await namesFromRoute(page, 'models'));
    // Height and two eye colours.
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('3');
    await expect(page.locator('[data-results-placeholder]')).toHaveCount(0);
  });

  test('while a choice loads, the last talents stay, dimmed, instead of a spinner', async ({ page }) => {
    await page.goto('/en/models');
    const before = await names(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/api/talents',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const woman = page.getByRole('button', { name: 'Woman', exact: true }).first();
    await hydrated(woman);
    await woman.click();
    await expect(page).toHaveURL(/gender=woman/);
    const results = page.locator('main [aria-busy="true"]');
    await expect(results).toHaveCount(1);
    expect(await names(page)).toEqual(before);
    await expect(
      page.locator('main').getByRole('status').filter({ hasText: 'Loading talents…' }),
    ).toHaveCount(0);

    release();
    await expect(results).toHaveCount(0);
    expect(await names(page)).toEqual(await namesFromRoute(page, 'models'));
  });

  test('no match says so and "Show all talent" brings the whole list back', async ({ page }) => {
    await page.goto('/en/models?height=200-');
    await expect(page.getByText('No talents match this selection.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all talent' }).click();
    await expect(page).toHaveURL(/\/en\/models$/);
    await expect(cards(page)).toHaveCount(20);
  });

  test('in Portuguese and in inches: the height reads in feet and inches, the address stays in cm', async ({
    page,
  }) => {
    await page.goto('/pt/modelos');
    await openFilters(page, 'Filtros');
    const height = page.getByRole('group', { name: 'Altura', exact: true });
    await height.getByRole('button', { name: 'POLEGADAS' }).click();
    const from = height.getByRole('combobox', { name: 'De' });
    await expect(from.locator('option').nth(1)).toHaveText(/^\d'\d+"$/);
    // 5'8" is every height shown as 5'8": 171.45 cm rounds up to 68 inches, so from 172 cm.
    await from.selectOption('68');
    await expect(page).toHaveURL(/\/pt\/modelos\?height=172-$/);
    await expect(page.getByRole('group', { name: 'Cor do cabelo' })).toBeVisible();
    // The choice of unit is the visitor's, on every card as well.
    await page.getByRole('button', { name: /^Mostrar \d+ talentos?$/ }).click();
    await cards(page)
      .first()
      .getByRole('button', { name: /^Medidas de / })
      .click();
    await expect(cards(page).first().locator('dl div', { hasText: 'Altura' }).locator('dd')).toHaveText(
      /^\d'\d+"$/,
    );
  });

  test('the list route refuses a malformed range in the visitor language', async ({ request }) => {
    const en = await request.get('/api/talents?category=models&locale=en&height=180-170');
    expect(en.status()).toBe(400);
    expect(await en.json()).toMatchObject({
      error: 'invalid_query',
      message: /filters in the address are not valid/,
    });
    const pt = await request.get('/api/talents?category=models&locale=pt&age=dezoito');
    expect(pt.status()).toBe(400);
    expect((await pt.json()).message).toMatch(/filtros no endereço não são válidos/);
  });
});

test.describe('one gender control per state', () => {
  for (const [path, subcategory] of [
    ['/en/commercial', 'Beauty'],
    ['/en/actors', 'New actors'],
  ] as const) {
    test(`${path} → ${subcategory}: the subcategory's own genders replace the top-level ones`, async ({
      page,
    }) => {
      await page.goto(path);
      const genderLists = page.getByRole('list', { name: /^Gender/ });
      await expect(genderLists).toHaveCount(1);
      await expect(genderLists).toHaveAttribute('aria-label', 'Gender');
      await page.getByRole('button', { name: subcategory, exact: true }).click();
      await expect(genderLists).toHaveCount(1);
      await expect(genderLists).toHaveAttribute('aria-label', `Gender: ${subcategory}`);
      await expect(page.getByRole('button', { name: 'Woman', exact: true })).toHaveCount(1);
      await page.getByRole('button', { name: 'Woman', exact: true }).click();
      await expect(page).toHaveURL(/\?sub=[a-z_]+&gender=woman$/);
      await expect(page.getByRole('button', { name: subcategory, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ['/en/models', '/pt/modelos', '/en/commercial?sub=beauty']) {
    test(`${path}: the filters take one row and the first talent starts high on the screen`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(cards(page).first()).toBeVisible();
      const bar = page.getByRole('navigation', { name: /Filter talent|Filtrar talentos/ });
      const chip = bar.getByRole('button').first();
      // One row: the bar is as tall as one chip (it scrolls sideways instead of wrapping). Polled: the
      // dev server may apply the list's styles a moment after the cards show.
      await expect
        .poll(async () => (await bar.boundingBox())!.height / (await chip.boundingBox())!.height)
        .toBeLessThan(1.5);
      // About 300 px, where two rows of chips and a second gender row used to put it at 415.
      await expect.poll(async () => (await cards(page).first().boundingBox())!.y).toBeLessThan(340);
    });
  }
});
