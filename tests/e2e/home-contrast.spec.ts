import { expect, test, type Page } from '@playwright/test';
import { contrastRatio } from '@/lib/ui/contrast';

// The home's header and footer are white text over the slideshow: over its light first slide every text
// still reaches WCAG AA's 4.5:1 against the pixels actually behind it.

const AA_NORMAL_TEXT = 4.5;
const BARS = 'body > header, body > footer';

type TextBox = { text: string; color: string; x: number; y: number; width: number; height: number };

/** Each visible text of the header and footer: its words, its colour (hex) and the box its glyphs fill. */
function barTexts(page: Page): Promise<TextBox[]> {
  return page.evaluate((bars) => {
    const hex = (color: string) =>
      `#${(color.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((value) => Number(value).toString(16).padStart(2, '0'))
        .join('')}`;
    // Visually hidden text (in a 1 px clipped box) is for screen readers.
    const clippedAway = (element: Element, bar: Element) => {
      for (let inside: Element | null = element; inside && inside !== bar; inside = inside.parentElement) {
        const { width, height } = inside.getBoundingClientRect();
        if (width <= 1 || height <= 1) return true;
      }
      return false;
    };
    const boxes: TextBox[] = [];
    for (const bar of document.querySelectorAll(bars)) {
      const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || parent.closest('dialog')) continue;
        if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        if (clippedAway(parent, bar)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of range.getClientRects()) {
          boxes.push({
            text,
            color: hex(getComputedStyle(parent).color),
            x: Math.round(line.x),
            y: Math.round(line.y),
            width: Math.round(line.width),
            height: Math.round(line.height),
          });
        }
      }
    }
    return boxes;
  }, BARS);
}

/** Makes the bars' texts transparent (once per document), so a screenshot shows what lies behind them. */
function hideBarTexts(bars: string) {
  if (document.getElementById('hide-bar-texts')) return;
  const style = document.createElement('style');
  style.id = 'hide-bar-texts';
  style.textContent = `:is(${bars}) * { color: transparent !important; text-decoration-color: transparent !important; text-shadow: none !important; }`;
  document.head.append(style);
}

/**
 * The lightest of the pixels behind a box once the bars' texts are hidden (the 95th percentile, so a
 * stray anti-aliased pixel decides nothing), as hex. The screenshot is read through a canvas in the page.
 */
async function lightestBehind(page: Page, screenshot: Buffer, box: TextBox): Promise<string> {
  return page.evaluate(
    async ({ png, box }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = box.width;
      canvas.height = box.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
      const { data } = context.getImageData(0, 0, box.width, box.height);
      const pixels: [number, number, number, number][] = [];
      for (let index = 0; index < data.length; index += 4) {
        const [r, g, b] = [data[index]!, data[index + 1]!, data[index + 2]!];
        pixels.push([0.2126 * r + 0.7152 * g + 0.0722 * b, r, g, b]);
      }
      pixels.sort((a, b) => a[0] - b[0]);
      const [, r, g, b] = pixels[Math.floor(pixels.length * 0.95)]!;
      return `#${[r, g, b].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    },
    { png: screenshot.toString('base64'), box },
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1280, height: 1024 },
]) {
  for (const locale of ['en', 'pt'] as const) {
    test(`${viewport.width} × ${viewport.height} /${locale}: the header and footer read at 4.5:1 over the light first slide`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The first slide (the local panel's light picture) stays.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}`);
      await page.waitForLoadState('networkidle');
      // Swiper has taken over from the plain first slide, its picture drawn.
      const first = page.locator('.swiper-initialized .swiper-slide-active img');
      await expect
        .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);

      const texts = await barTexts(page);
      expect(texts.map((box) => box.text)).toEqual(
        expect.arrayContaining(locale === 'en' ? ['MENU', 'Models directory', 'Privacy policy'] : ['MENU']),
      );
      // Measured again until it holds: a frame caught while the page was still settling decides nothing,
      // while text that is unreadable stays unreadable in every frame.
      const unreadableTexts = async () => {
        await page.evaluate(hideBarTexts, BARS);
        const screenshot = await page.screenshot();
        const unreadable: string[] = [];
        for (const box of texts) {
          const behind = await lightestBehind(page, screenshot, box);
          const ratio = contrastRatio(box.color, behind)!;
          if (ratio < AA_NORMAL_TEXT)
            unreadable.push(`"${box.text}" ${box.color} on ${behind}: ${ratio.toFixed(2)}:1`);
        }
        return unreadable;
      };
      await expect
        .poll(unreadableTexts, {
          message: 'texts below 4.5:1 against the slide behind them',
          timeout: 15_000,
        })
        .toEqual([]);
    });
  }
}
