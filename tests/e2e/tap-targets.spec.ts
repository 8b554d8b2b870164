import { expect, test, type Page } from '@playwright/test';
import { ALL_PAGES } from './pages';
import { CATALOGUE_TALENTS, seedWishlist } from './wishlist';

// Every control a visitor sees answers a tap at its centre: nothing (a fixed footer's box, a shade, a
// neighbour) lies over it, on a phone and on a desktop, on every page the suite visits.

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const WISHLIST = CATALOGUE_TALENTS.slice(0, 2);

const PATHS = [
  ...ALL_PAGES.map(([path]) => path),
  '/en/models/1001/teresa-pires-leite',
  '/pt/modelos/1001/teresa-pires-leite',
  '/en/blog/our-casting-in-lisbon',
  '/pt/blog/o-nosso-casting-em-lisboa',
  '/en/no-such-page',
  '/pt/nenhuma-pagina',
];

/** What a visitor can tap: links, buttons, fields and widgets that act as one. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'label[for]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Scrolls each visible control into view and asks the page what a tap at its centre would reach. Returns a
 * line per control the tap misses: the control and what lies over it.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
        element.textContent;
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (name ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${text ? ` "${text}"` : ''}`;
    };
    /** The tap reaches the control itself, a part of it, or a label that forwards the tap to it. */
    const reaches = (control: Element, hit: Element) =>
      control.contains(hit) ||
      (hit.closest('label') !== null && (hit.closest('label') as HTMLLabelElement).control === control) ||
      (control instanceof HTMLLabelElement && control.control !== null && control.control.contains(hit));

    const problems: string[] = [];
    for (const control of document.querySelectorAll(selector)) {
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (control.closest('[inert]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // An inline link broken over two lines is tapped on its first line.
      const box = control.getClientRects()[0];
      // Visually hidden text (a 1 px clipped box) is for screen readers, not fingers.
      if (!box || box.width <= 1 || box.height <= 1) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || reaches(control, hit)) continue;
      problems.push(
        `${describe(control)} is covered by ${describe(hit)} at (${Math.round(x)}, ${Math.round(y)})`,
      );
    }
    return problems;
  }, CONTROLS);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of PATHS) {
      test(`${path}: every visible control answers a tap at its centre`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await coveredControls(page), `covered controls on ${path}`).toEqual([]);
      });
    }

    test('the wishlist with talents on it: every visible control answers a tap at its centre', async ({
      page,
    }) => {
      await seedWishlist(page, '/en/favorites', WISHLIST);
      await expect(
        page.getByRole('list', { name: 'Talents on your wishlist' }).getByRole('listitem'),
      ).toHaveCount(WISHLIST.length);
      await page.waitForLoadState('networkidle');
      expect(await coveredControls(page), 'covered controls on /en/favorites').toEqual([]);
    });
  });
}
