// Demo pictures drawn as SVG and rasterised by sharp: a studio backdrop in one of a few palettes and one
// or more faceless figures, framed like an agency's book pictures; in photo mode with a photograph's
// texture and grain over them. Seeded by the picture's name.

import sharp from 'sharp';
import { Random } from '../random';
import type { PictureKind, PictureMode, PoolImage } from './pool';

interface Palette {
  light: string;
  dark: string;
  garments: string[];
}

const LIGHT_PALETTES: Palette[] = [
  { light: '#efe4d6', dark: '#a88d76', garments: ['#1f1d1b', '#f4efe6', '#6e4a32'] },
  { light: '#e1e6da', dark: '#7f8f76', garments: ['#f3efe6', '#2d3329', '#b9a27f'] },
  { light: '#f2dcd5', dark: '#b98276', garments: ['#f7f1ea', '#3a2a2a', '#8c3b2f'] },
  { light: '#dde6ee', dark: '#7d93a8', garments: ['#1d2430', '#ece6da', '#c26a3d'] },
  { light: '#efe6c8', dark: '#b39a55', garments: ['#2b2b2b', '#34445e', '#f2ede3'] },
];
const DARK_PALETTES: Palette[] = [
  { light: '#4a4745', dark: '#151413', garments: ['#e9e3d8', '#7a2e2a', '#1c1c1c'] },
  { light: '#2f3d52', dark: '#0e1420', garments: ['#d8c7a6', '#efe9df', '#2c2c34'] },
  { light: '#4d3444', dark: '#1a1016', garments: ['#e6d3c0', '#111111', '#9e6b4f'] },
];
const SKIN_TONES = ['#f3d6c3', '#e7bc9f', '#d6a07f', '#c28862', '#a36c4b', '#87553a', '#6b412b', '#4e2f20'];
const HAIR_COLOURS = ['#15100d', '#2d1d14', '#4a2f1e', '#6e4326', '#9c5b2e', '#b98a55', '#d8bd86', '#8e8a86'];

/** How much of a figure shows: head and shoulders, to the hips, or head to toe. */
type Framing = 'close' | 'half' | 'full';
/** Figure units shown per frame height, for each framing (a figure is 300 units tall). */
const VISIBLE_UNITS: Record<Framing, number> = { close: 115, half: 175, full: 365 };

/** One figure in its own units: centred on x = 0, head at the top (y = 0), feet at y = 296. */
function figureSvg(random: Random, palette: Palette, withShadow: boolean): string {
  const skin = random.pick(SKIN_TONES);
  const hair = random.pick(HAIR_COLOURS);
  const [top, bottom] = random.sample(palette.garments, 2);
  const dress = random.chance(0.3);
  const hairStyle = random.pick(['short', 'long', 'bun', 'none'] as const);
  const side = (draw: (sign: number) => string): string => draw(-1) + draw(1);
  return [
    withShadow ? '<ellipse cx="0" cy="295" rx="42" ry="5" fill="#000" opacity="0.22"/>' : '',
    hairStyle === 'long' ? `<rect x="-17" y="6" width="34" height="56" rx="14" fill="${hair}"/>` : '',
    side(
      (sign) =>
        `<rect x="${sign * 12 - 10}" y="136" width="20" height="152" rx="6" fill="${dress ? skin : bottom}"/>`,
    ),
    side((sign) => `<rect x="${sign * 13 - 11}" y="286" width="22" height="8" rx="4" fill="#1a1a1a"/>`),
    side((sign) => `<rect x="${sign * 31.5 - 5.5}" y="48" width="11" height="92" rx="5.5" fill="${top}"/>`),
    side((sign) => `<circle cx="${sign * 31.5}" cy="143" r="5" fill="${skin}"/>`),
    `<rect x="-6" y="30" width="12" height="16" fill="${skin}"/>`,
    `<path d="M-34 58C-34 48-28 44-16 42L16 42C28 44 34 48 34 58L29 ${dress ? 232 : 142}L-29 ${dress ? 232 : 142}Z" fill="${top}"/>`,
    dress ? '' : `<rect x="-29" y="128" width="58" height="14" fill="${bottom}"/>`,
    `<ellipse cx="0" cy="21" rx="12.5" ry="15.5" fill="${skin}"/>`,
    hairStyle === 'none' ? '' : `<path d="M-13 21C-15 3 15 3 13 21C9 11-9 11-13 21Z" fill="${hair}"/>`,
    hairStyle === 'bun' ? `<circle cx="0" cy="4" r="7" fill="${hair}"/>` : '',
  ].join('');
}

/** A backdrop with `count` figures in a row, as the inside of an SVG of that size. */
function sceneSvg(
  random: Random,
  id: string,
  width: number,
  height: number,
  palette: Palette,
  framing: Framing,
  count: number,
): string {
  const scale = height / VISIBLE_UNITS[framing];
  const floor = height * 0.9;
  const top = framing === 'full' ? floor - 296 * scale : height * 0.08;
  const figures = Array.from({ length: count }, (_, index) => {
    const x = (width * (index + 1)) / (count + 1) + random.float(-0.04, 0.04) * width;
    return `<g transform="translate(${x.toFixed(1)} ${top.toFixed(1)}) scale(${scale.toFixed(3)})">${figureSvg(random, palette, framing === 'full')}</g>`;
  });
  return (
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>` +
    `<radialGradient id="${id}g" cx="${random.float(0.3, 0.7).toFixed(2)}" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id}b)"/><rect width="${width}" height="${height}" fill="url(#${id}g)"/>` +
    (framing === 'full'
      ? `<rect y="${floor}" width="${width}" height="${height - floor}" fill="#000" opacity="0.12"/>`
      : '') +
    figures.join('')
  );
}

/** A CV page: a title, a small portrait and sections of lines, as the inside of an SVG of that size. */
function cvPageSvg(random: Random, width: number, height: number): string {
  const unit = width / 1240;
  const photo = { x: 900 * unit, y: 230 * unit, width: 240 * unit, height: 300 * unit };
  const lines = (y: number, count: number): string =>
    Array.from(
      { length: count },
      (_, index) =>
        `<rect x="${100 * unit}" y="${y + index * 34 * unit}" width="${random.int(380, 720) * unit}" height="${12 * unit}" fill="#c9c5bd"/>`,
    ).join('');
  const sections = ['Teatro', 'Cinema', 'Televisão'].map((title, index) => {
    const y = (640 + index * 330) * unit;
    return `<text x="${100 * unit}" y="${y}" font-family="serif" font-size="${40 * unit}" fill="#2b2b2b">${title}</text>${lines(y + 40 * unit, random.int(4, 6))}`;
  });
  return (
    `<rect width="${width}" height="${height}" fill="#fbfaf7"/>` +
    `<text x="${100 * unit}" y="${190 * unit}" font-family="serif" font-size="${64 * unit}" letter-spacing="${6 * unit}" fill="#2b2b2b">CURRICULUM VITAE</text>` +
    `<rect x="${100 * unit}" y="${215 * unit}" width="${1040 * unit}" height="${2 * unit}" fill="#2b2b2b"/>` +
    lines(250 * unit, 6) +
    `<svg x="${photo.x}" y="${photo.y}" width="${photo.width}" height="${photo.height}">${sceneSvg(random, 'p', photo.width, photo.height, random.pick(LIGHT_PALETTES), 'close', 1)}</svg>` +
    sections.join('')
  );
}

function pictureSvg(kind: PictureKind, width: number, height: number, random: Random): string {
  const anyPalette = random.pick([...LIGHT_PALETTES, ...DARK_PALETTES]);
  switch (kind.type) {
    case 'portrait':
      return sceneSvg(random, 's', width, height, anyPalette, random.pick(['close', 'half', 'full']), 1);
    case 'landscape':
      return sceneSvg(
        random,
        's',
        width,
        height,
        anyPalette,
        random.pick(['half', 'full']),
        random.int(1, 3),
      );
    case 'slide': {
      // Home slides stay light (the header's white text is tested over the first); the menu's are dark.
      const palette = random.pick(
        { home: LIGHT_PALETTES, menu: DARK_PALETTES, about: [...LIGHT_PALETTES, ...DARK_PALETTES] }[
          kind.mood
        ],
      );
      return sceneSvg(random, 's', width, height, palette, 'full', width > height ? random.int(2, 3) : 1);
    }
    case 'form': {
      const framing = (
        { close_up: 'close', smiling: 'close', half_body: 'half', full_body: 'full' } as const
      )[kind.slot];
      return sceneSvg(random, 's', width, height, random.pick(LIGHT_PALETTES), framing, 1);
    }
    case 'preview': {
      const bar = height * 0.1;
      return (
        sceneSvg(random, 's', width, height, anyPalette, 'full', random.int(1, 3)) +
        `<rect width="${width}" height="${bar}" fill="#000"/><rect y="${height - bar}" width="${width}" height="${bar}" fill="#000"/>`
      );
    }
    case 'cv':
      return cvPageSvg(random, width, height);
  }
}

/**
 * A photograph's texture, built coarse to fine: a grid of noise `cell` pixels apart, smoothly enlarged to
 * the next, finer grid, which adds noise of its own, and so on down to the pixel. Every scale carries
 * detail, as a photograph's does, so the optimizer's smaller copies weigh what a photograph's do too.
 * `amplitude` is in levels of 255.
 */
const TEXTURE_LEVELS = [
  { cell: 65, amplitude: 14 },
  { cell: 33, amplitude: 14 },
  { cell: 17, amplitude: 14 },
  { cell: 9, amplitude: 14 },
  { cell: 5, amplitude: 14 },
  { cell: 3, amplitude: 12 },
  { cell: 2, amplitude: 5 },
  { cell: 1, amplitude: 1.5 },
];

/** Grey levels around 128, `from` pixels enlarged smoothly to `to`. */
async function enlarge(
  levels: Uint8ClampedArray,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Promise<Uint8ClampedArray> {
  const enlarged = await sharp(levels, { raw: { ...from, channels: 1 } })
    .resize(to.width, to.height, { kernel: 'cubic', fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return new Uint8ClampedArray(enlarged.buffer, enlarged.byteOffset, enlarged.length);
}

/** The texture of a `width` × `height` picture: one grey level per pixel, around 128. */
async function photoTexture(random: Random, width: number, height: number): Promise<Uint8ClampedArray> {
  let size = { width: 1, height: 1 };
  let levels: Uint8ClampedArray = new Uint8ClampedArray([128]);
  for (const { cell, amplitude } of TEXTURE_LEVELS) {
    const next = { width: Math.ceil(width / cell), height: Math.ceil(height / cell) };
    levels = await enlarge(levels, size, next);
    size = next;
    for (let index = 0; index < levels.length; index += 1) {
      levels[index] = (levels[index] ?? 128) + (random.next() - 0.5) * 2 * amplitude;
    }
  }
  return levels;
}

const JPEG_OPTIONS = { quality: 80, progressive: true } as const;

/** The pool picture as a progressive JPEG, the same for the same picture, size and mode. */
export async function renderPictureJpeg(image: PoolImage, mode: PictureMode): Promise<Buffer> {
  const { width, height } = image;
  const random = new Random(image.name);
  const svg = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${pictureSvg(image.kind, width, height, random)}</svg>`,
    ),
  );
  if (mode === 'light') return svg.jpeg(JPEG_OPTIONS).toBuffer();
  const rgb = await svg.removeAlpha().raw().toBuffer();
  const texture = await photoTexture(random, width, height);
  // A clamped view: texture over white or black saturates instead of wrapping round.
  const channels = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.length);
  for (let pixel = 0; pixel < texture.length; pixel += 1) {
    const shift = (texture[pixel] ?? 128) - 128;
    for (let index = pixel * 3; index < pixel * 3 + 3; index += 1) {
      channels[index] = (channels[index] ?? 0) + shift;
    }
  }
  return sharp(rgb, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}
