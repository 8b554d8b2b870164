/** Panel-chosen text colours are darkened, keeping the hue, until they reach WCAG AA. */
const AA_NORMAL_TEXT = 4.5;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number | null {
  const first = parseHex(a);
  const second = parseHex(b);
  if (!first || !second) return null;
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

export function readableTextColor(color: string, background: string): string | null {
  const rgb = parseHex(color);
  if (!rgb || !parseHex(background)) return null;
  for (let factor = 1; factor >= 0; factor -= 0.05) {
    const candidate = toHex(rgb.map((value) => value * factor) as Rgb);
    if ((contrastRatio(candidate, background) ?? 0) >= AA_NORMAL_TEXT) return candidate;
  }
  return '#000000';
}
