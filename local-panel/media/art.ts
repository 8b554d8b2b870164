// Editorial-looking demo images drawn as SVG and finished with sharp: a studio backdrop, one or more
// stylised faceless figures (head, neck, shoulders, garment, legs), a soft cast shadow, vignette and grain.
// Each layer that should look soft (shadow, vignette, light beams) is drawn tiny and upscaled, which is a
// far cheaper blur than an SVG filter at full size.

import sharp, { type OverlayOptions } from 'sharp';
import { Random } from '../random';
import type { ArtKind, FormSlot } from './pool';

// ---------------------------------------------------------------- colours

type Rgb = readonly [number, number, number];

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number): string =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

const lighten = (colour: string, amount: number): string => mix(colour, '#ffffff', amount);
const darken = (colour: string, amount: number): string => mix(colour, '#000000', amount);

interface Palette {
  /** Backdrop light and dark tones. */
  light: string;
  dark: string;
  accent: string;
  garments: string[];
  /** Dark palettes get a rim light and stronger vignette. */
  moody: boolean;
}

const PALETTES: Palette[] = [
  {
    light: '#efe4d6',
    dark: '#a88d76',
    accent: '#c8553d',
    garments: ['#1f1d1b', '#f4efe6', '#6e4a32'],
    moody: false,
  },
  {
    light: '#e1e6da',
    dark: '#7f8f76',
    accent: '#4b5d43',
    garments: ['#f3efe6', '#2d3329', '#b9a27f'],
    moody: false,
  },
  {
    light: '#f2dcd5',
    dark: '#b57f77',
    accent: '#7d2e35',
    garments: ['#5b2a2f', '#f6ece6', '#2a2526'],
    moody: false,
  },
  {
    light: '#d9e0e7',
    dark: '#5e6c7a',
    accent: '#1d3557',
    garments: ['#ece6dc', '#1c2430', '#9a7b5b'],
    moody: false,
  },
  {
    light: '#ecbe9e',
    dark: '#9b4f33',
    accent: '#f2e3c9',
    garments: ['#f2ebe0', '#3b2418', '#d9b48f'],
    moody: false,
  },
  {
    light: '#54545a',
    dark: '#141416',
    accent: '#c9a86a',
    garments: ['#d9cbb8', '#0f0f10', '#7b2d26'],
    moody: true,
  },
  {
    light: '#f1d79f',
    dark: '#b3812f',
    accent: '#2b3a55',
    garments: ['#2b3a55', '#f7f1e3', '#5c3b1e'],
    moody: false,
  },
  {
    light: '#e5deef',
    dark: '#8a7aa8',
    accent: '#3c2f5c',
    garments: ['#f4f0f7', '#2f2640', '#c7a9a0'],
    moody: false,
  },
  {
    light: '#3d5fb5',
    dark: '#152458',
    accent: '#f0c987',
    garments: ['#f5f0e6', '#101522', '#d96c4f'],
    moody: true,
  },
  {
    light: '#f7f4ef',
    dark: '#cbc2b5',
    accent: '#8c2f1f',
    garments: ['#8c2f1f', '#1d1c1a', '#d8cfc0'],
    moody: false,
  },
  {
    light: '#d3cfa8',
    dark: '#6f6a3f',
    accent: '#e8dcc0',
    garments: ['#efe6d3', '#2e2b1d', '#8b5a2b'],
    moody: false,
  },
  {
    light: '#3f4a44',
    dark: '#111714',
    accent: '#d9d2c0',
    garments: ['#e9e2d0', '#5a1f1f', '#c2b8a3'],
    moody: true,
  },
  {
    light: '#f4cfc4',
    dark: '#d07a6a',
    accent: '#ffffff',
    garments: ['#ffffff', '#2b2121', '#9e3d2f'],
    moody: false,
  },
  {
    light: '#cfe0e3',
    dark: '#4f7d86',
    accent: '#f5e9da',
    garments: ['#f5e9da', '#1b2f33', '#c96f4a'],
    moody: false,
  },
];

// prettier-ignore
const SKIN_TONES = ['#f3d6c3', '#e7bc9f', '#d6a07f', '#c28862', '#a36c4b', '#87553a', '#6b412b', '#4e2f20', '#3a2218'];
// prettier-ignore
const HAIR_COLOURS = ['#15100d', '#2d1d14', '#4a2f1e', '#6e4326', '#9c5b2e', '#b98a55', '#d8bd86', '#e8dcc0', '#8e8a86', '#1b1b1f'];
const DENIM = '#34445e';

// ---------------------------------------------------------------- shapes

type Point = readonly [number, number];

/** Closed Catmull-Rom spline through `points`, as an SVG path: organic shapes from a few points. */
function smoothPath(points: readonly Point[], scaleX = 1): string {
  const scaled = points.map(([x, y]) => [x * scaleX, y] as const);
  const count = scaled.length;
  const at = (index: number): Point => scaled[((index % count) + count) % count] ?? [0, 0];
  const format = (value: number): string => value.toFixed(1);
  let path = `M${format(at(0)[0])} ${format(at(0)[1])}`;
  for (let index = 0; index < count; index += 1) {
    const p0 = at(index - 1);
    const p1 = at(index);
    const p2 = at(index + 1);
    const p3 = at(index + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    path += `C${format(c1x)} ${format(c1y)} ${format(c2x)} ${format(c2y)} ${format(p2[0])} ${format(p2[1])}`;
  }
  return `${path}Z`;
}

/** Completes a right half-outline (top centre -> bottom centre) with its mirror image. */
function mirror(rightHalf: readonly Point[]): Point[] {
  const left = [...rightHalf]
    .reverse()
    .filter(([x]) => x !== 0)
    .map(([x, y]) => [-x, y] as const);
  return [...rightHalf, ...left];
}

function flipX(points: readonly Point[]): Point[] {
  return points.map(([x, y]) => [-x, y] as const);
}

// Figure geometry in "figure units": head height ~105, total height ~800, origin at the top of the head.
// prettier-ignore
const HEAD = mirror([[0, 0], [24, 4], [36, 22], [39, 48], [35, 74], [26, 92], [12, 102], [0, 105]]);
// prettier-ignore
const TORSO_SKIN = mirror([[0, 88], [14, 92], [15, 122], [28, 132], [60, 140], [96, 150], [114, 168], [110, 210], [100, 255], [90, 300], [84, 340], [90, 380], [98, 420], [100, 450], [0, 470]]);
// prettier-ignore
const ARM_RIGHT: Point[] = [[102, 158], [122, 170], [131, 205], [132, 250], [130, 300], [128, 350], [125, 400], [122, 440], [125, 462], [118, 482], [108, 484], [101, 468], [102, 440], [101, 400], [102, 350], [103, 300], [100, 250], [95, 205]];
// prettier-ignore
const LEGS = mirror([[0, 440], [96, 430], [100, 500], [92, 580], [82, 650], [72, 720], [64, 770], [68, 790], [34, 796], [30, 770], [30, 700], [26, 620], [16, 540], [4, 480], [0, 478]]);

type GarmentStyle = 'coat' | 'blazer' | 'turtleneck' | 'slipdress' | 'tee' | 'knit';
type HairStyle = 'long' | 'bob' | 'bun' | 'afro' | 'crop' | 'slick' | 'curls' | 'bald';

// prettier-ignore
const GARMENTS: Record<GarmentStyle, { top: Point[]; trousers: Point[] | null; coversArms: boolean }> = {
  coat: {
    top: mirror([[0, 128], [16, 124], [40, 132], [90, 144], [122, 166], [134, 210], [136, 290], [134, 370], [131, 440], [108, 446], [110, 520], [114, 600], [108, 640], [0, 644]]),
    trousers: mirror([[0, 440], [90, 432], [94, 560], [92, 680], [90, 792], [30, 796], [24, 640], [10, 500], [0, 490]]),
    coversArms: true,
  },
  blazer: {
    top: mirror([[0, 128], [16, 124], [40, 132], [90, 144], [120, 166], [130, 210], [132, 290], [130, 370], [128, 440], [106, 446], [104, 470], [0, 476]]),
    trousers: mirror([[0, 440], [92, 432], [96, 560], [88, 680], [84, 792], [28, 796], [24, 640], [10, 500], [0, 490]]),
    coversArms: true,
  },
  turtleneck: {
    top: mirror([[0, 90], [16, 92], [18, 126], [40, 134], [90, 146], [120, 166], [130, 210], [131, 290], [129, 370], [126, 440], [104, 446], [104, 370], [90, 346], [0, 350]]),
    trousers: mirror([[0, 336], [88, 336], [98, 400], [104, 480], [106, 600], [110, 720], [114, 792], [22, 796], [14, 600], [6, 490], [0, 480]]),
    coversArms: true,
  },
  slipdress: {
    top: mirror([[0, 198], [28, 186], [60, 192], [80, 212], [84, 250], [80, 300], [82, 350], [96, 420], [110, 520], [124, 640], [136, 760], [0, 772]]),
    trousers: null,
    coversArms: false,
  },
  tee: {
    top: mirror([[0, 122], [20, 118], [42, 132], [90, 146], [118, 166], [132, 200], [138, 250], [112, 258], [100, 270], [94, 330], [96, 400], [98, 440], [0, 446]]),
    trousers: mirror([[0, 420], [98, 416], [100, 500], [90, 600], [80, 700], [74, 792], [28, 796], [26, 640], [12, 520], [0, 490]]),
    coversArms: false,
  },
  knit: {
    top: mirror([[0, 122], [20, 120], [44, 134], [92, 148], [122, 168], [134, 210], [136, 290], [134, 370], [130, 440], [108, 448], [106, 430], [100, 452], [0, 456]]),
    trousers: mirror([[0, 440], [94, 436], [98, 540], [92, 660], [88, 792], [28, 796], [24, 640], [10, 500], [0, 490]]),
    coversArms: true,
  },
};

// prettier-ignore
const HAIR_SHAPES: Record<Exclude<HairStyle, 'afro' | 'curls' | 'bald' | 'bun'>, Point[]> = {
  long: mirror([[0, -6], [30, -2], [46, 20], [52, 60], [54, 110], [58, 160], [62, 210], [54, 242], [40, 236], [34, 190], [34, 140], [36, 100], [30, 60], [0, 40]]),
  bob: mirror([[0, -6], [30, -2], [46, 18], [50, 50], [50, 90], [46, 114], [34, 116], [32, 80], [30, 50], [0, 34]]),
  crop: mirror([[0, -5], [26, -2], [38, 14], [41, 36], [39, 46], [34, 30], [22, 20], [0, 18]]),
  slick: mirror([[0, -3], [26, 0], [38, 16], [40, 34], [36, 26], [20, 14], [0, 10]]),
};

/** A bumpy round outline (afro, curls): radius jittered around a circle. */
function roundHair(
  random: Random,
  centreY: number,
  radius: number,
  lumps: number,
  fromAngle = 0,
  toAngle = Math.PI * 2,
): Point[] {
  const points: Point[] = [];
  for (let index = 0; index < lumps; index += 1) {
    const angle = fromAngle + ((toAngle - fromAngle) * index) / lumps;
    const r = radius * random.float(0.94, 1.05);
    points.push([Math.cos(angle) * r, centreY + Math.sin(angle) * r]);
  }
  return points;
}

// ---------------------------------------------------------------- figures

interface FigureLook {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  garment: GarmentStyle;
  garmentColour: string;
  secondColour: string;
  /** Horizontal scale of the body (narrow to broad). */
  build: number;
  headTilt: number;
  smiling: boolean;
}

interface Figure {
  /** Centre x and head top in pixels; `unit` = pixels per figure unit. */
  x: number;
  top: number;
  unit: number;
  look: FigureLook;
}

function randomLook(random: Random, palette: Palette): FigureLook {
  const garment = random.pick<GarmentStyle>(['coat', 'blazer', 'turtleneck', 'slipdress', 'tee', 'knit']);
  const garmentColour = random.pick(palette.garments);
  const otherGarments = palette.garments.filter((colour) => colour !== garmentColour);
  return {
    skin: random.pick(SKIN_TONES),
    hair: random.pick(HAIR_COLOURS),
    hairStyle: random.pick<HairStyle>([
      'long',
      'long',
      'bob',
      'bun',
      'afro',
      'crop',
      'slick',
      'curls',
      'bald',
    ]),
    garment,
    garmentColour,
    secondColour:
      garment === 'tee' && random.chance(0.6)
        ? DENIM
        : random.pick(otherGarments.length > 0 ? otherGarments : palette.garments),
    build: random.float(0.9, 1.12),
    headTilt: random.float(-7, 7),
    smiling: false,
  };
}

interface FigureSvgOptions {
  /** Draw every part in one flat colour (used for the cast shadow). */
  flat?: string;
  light: 1 | -1;
  random: Random;
}

let gradientCounter = 0;

function figureSvg(figure: Figure, options: FigureSvgOptions): { defs: string; body: string } {
  const { look, unit } = figure;
  const id = `g${(gradientCounter += 1)}`;
  const flat = options.flat;
  // The light side is where x has the sign of `light`: gradients run from shadow to light across the body.
  const x1 = -140 * options.light;
  const x2 = 140 * options.light;
  const shadeStops = (colour: string, strength: number): string =>
    `<stop offset="0" stop-color="${darken(colour, 0.32 * strength)}"/><stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="${lighten(colour, 0.16 * strength)}"/>`;
  const linear = (name: string, colour: string, strength = 1): string =>
    `<linearGradient id="${id}${name}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="0" x2="${x2}" y2="40">${shadeStops(colour, strength)}</linearGradient>`;
  const defs = flat
    ? ''
    : [
        linear('skin', look.skin),
        `<linearGradient id="${id}face" gradientUnits="userSpaceOnUse" x1="${-48 * options.light}" y1="0" x2="${48 * options.light}" y2="12">${shadeStops(look.skin, 0.8)}</linearGradient>`,
        `<clipPath id="${id}torso"><path d="${smoothPath(TORSO_SKIN, look.build)}"/></clipPath>`,
        linear('hair', look.hair, 0.8),
        linear('garment', look.garmentColour),
        linear('second', look.secondColour),
        `<radialGradient id="${id}chin" cx="0" cy="104" r="34" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${darken(look.skin, 0.5)}" stop-opacity="0.75"/><stop offset="1" stop-color="${darken(look.skin, 0.5)}" stop-opacity="0"/></radialGradient>`,
        `<radialGradient id="${id}glow" cx="${16 * options.light}" cy="46" r="34" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
      ].join('');
  const fill = (name: string): string => (flat ? flat : `url(#${id}${name})`);
  const garmentDef = GARMENTS[look.garment];
  const build = look.build;
  const parts: string[] = [];
  const path = (points: readonly Point[], paint: string, scaleX = build, extra = ''): void => {
    parts.push(`<path d="${smoothPath(points, scaleX)}" fill="${paint}"${extra}/>`);
  };

  // Body, back to front.
  path(TORSO_SKIN, fill('skin'));
  if (garmentDef.trousers) path(LEGS, fill('second'));
  else path(LEGS, fill('skin'));
  if (garmentDef.trousers) path(garmentDef.trousers, fill('second'));
  path(ARM_RIGHT, fill('skin'), build);
  path(flipX(ARM_RIGHT), fill('skin'), build);
  // The chin's shadow on the neck, kept inside the skin.
  if (!flat)
    parts.push(
      `<ellipse cx="0" cy="112" rx="30" ry="24" fill="url(#${id}chin)" clip-path="url(#${id}torso)"/>`,
    );
  path(garmentDef.top, fill('garment'));
  if (garmentDef.coversArms) {
    // Hands below the sleeves.
    for (const side of [1, -1]) {
      parts.push(
        `<ellipse cx="${(116 * side * build).toFixed(1)}" cy="466" rx="11" ry="19" fill="${fill('skin')}"/>`,
      );
    }
  }
  // Shoes.
  for (const side of [1, -1]) {
    parts.push(
      `<ellipse cx="${(50 * side * build).toFixed(1)}" cy="792" rx="24" ry="8" fill="${flat ?? darken(look.secondColour, 0.55)}"/>`,
    );
  }
  if (!flat) {
    const detail = darken(look.garmentColour, 0.35);
    if (look.garment === 'coat' || look.garment === 'blazer') {
      // Open collar showing a shirt, and lapel lines.
      parts.push(
        `<path d="M${-16 * build} 126 L0 ${look.garment === 'coat' ? 230 : 210} L${16 * build} 126 Z" fill="${lighten(look.secondColour, 0.75)}"/>`,
      );
      parts.push(
        `<path d="M${-18 * build} 124 L${-34 * build} 180 L0 300 M${18 * build} 124 L${34 * build} 180 L0 300" stroke="${detail}" stroke-width="2.4" fill="none" stroke-linejoin="round"/>`,
      );
    } else if (look.garment === 'slipdress') {
      for (const side of [1, -1]) {
        parts.push(
          `<path d="M${40 * side * build} 190 L${44 * side * build} 136" stroke="${detail}" stroke-width="3" stroke-linecap="round"/>`,
        );
      }
    } else if (look.garment === 'turtleneck' || look.garment === 'knit') {
      parts.push(
        `<path d="M${-70 * build} 300 Q0 312 ${70 * build} 300" stroke="${detail}" stroke-width="1.6" fill="none" opacity="0.5"/>`,
      );
    }
  }

  // Head group, tilted around the neck.
  const head: string[] = [];
  const hairPaint = fill('hair');
  const headRandom = options.random;
  if (look.hairStyle === 'afro')
    head.push(`<path d="${smoothPath(roundHair(headRandom, 42, 66, 18))}" fill="${hairPaint}"/>`);
  if (look.hairStyle === 'bun') head.push(`<circle cx="0" cy="-10" r="24" fill="${hairPaint}"/>`);
  if (look.hairStyle === 'long' || look.hairStyle === 'bob')
    head.push(`<path d="${smoothPath(HAIR_SHAPES[look.hairStyle])}" fill="${hairPaint}"/>`);
  for (const side of [1, -1])
    head.push(`<ellipse cx="${37 * side}" cy="56" rx="7" ry="12" fill="${fill('skin')}"/>`);
  head.push(`<path d="${smoothPath(HEAD)}" fill="${fill('face')}"/>`);
  if (!flat)
    head.push(`<ellipse cx="${14 * options.light}" cy="48" rx="30" ry="40" fill="url(#${id}glow)"/>`);
  if (look.smiling && !flat) {
    const line = darken(look.skin, 0.5);
    head.push(
      `<path d="M-22 52 q7 6 13 0 M9 52 q7 6 13 0 M-13 78 q13 11 26 0" stroke="${line}" stroke-width="2.4" stroke-linecap="round" fill="none" opacity="0.75"/>`,
    );
  }
  if (
    look.hairStyle === 'crop' ||
    look.hairStyle === 'slick' ||
    look.hairStyle === 'long' ||
    look.hairStyle === 'bob' ||
    look.hairStyle === 'bun'
  ) {
    const capShape =
      look.hairStyle === 'long' || look.hairStyle === 'bob' || look.hairStyle === 'bun'
        ? HAIR_SHAPES.slick
        : HAIR_SHAPES[look.hairStyle];
    head.push(`<path d="${smoothPath(capShape)}" fill="${hairPaint}"/>`);
  }
  if (look.hairStyle === 'curls')
    head.push(
      `<path d="${smoothPath([...roundHair(headRandom, 36, 44, 12, Math.PI * 0.95, Math.PI * 2.05), [30, 24], [0, 16], [-30, 24]])}" fill="${hairPaint}"/>`,
    );
  parts.push(`<g transform="rotate(${look.headTilt.toFixed(2)} 0 110)">${head.join('')}</g>`);

  const body = parts.join('');
  return {
    defs,
    body: `<g transform="translate(${figure.x.toFixed(1)} ${figure.top.toFixed(1)}) scale(${unit.toFixed(4)})">${body}</g>`,
  };
}

// ---------------------------------------------------------------- scenes

type Backdrop = 'studio' | 'sweep' | 'split' | 'arch' | 'sun' | 'columns';

interface Scene {
  width: number;
  height: number;
  palette: Palette;
  backdrop: Backdrop;
  figures: Figure[];
  light: 1 | -1;
  /** y of the floor line for full-body framings. */
  floorY: number | null;
  beam: boolean;
  letterbox: boolean;
}

type Framing = 'close' | 'half' | 'full';

/** Places one figure in a frame: close-up (head and shoulders), half body, or full body. */
function place(
  framing: Framing,
  width: number,
  height: number,
  centreX: number,
  random: Random,
  look: FigureLook,
): Figure {
  const portraitLike = height >= width;
  if (framing === 'close') {
    const unit = (height * (portraitLike ? 0.3 : 0.36)) / 105;
    return { x: centreX, top: height * random.float(0.13, 0.2), unit, look };
  }
  if (framing === 'half') {
    const unit = (height * (portraitLike ? 0.16 : 0.2)) / 105;
    return { x: centreX, top: height * random.float(0.08, 0.13), unit, look };
  }
  const unit = (height * random.float(0.76, 0.84)) / 800;
  return { x: centreX, top: height * random.float(0.06, 0.1), unit, look };
}

function floorFor(figures: Figure[], framing: Framing): number | null {
  if (framing !== 'full') return null;
  return Math.max(...figures.map((figure) => figure.top + 792 * figure.unit));
}

function portraitScene(
  random: Random,
  width: number,
  height: number,
  palette: Palette,
  framing: Framing,
  look?: Partial<FigureLook>,
): Scene {
  const figureLook = { ...randomLook(random, palette), ...look };
  const figure = place(framing, width, height, width * random.float(0.44, 0.56), random, figureLook);
  return {
    width,
    height,
    palette,
    backdrop: random.pick<Backdrop>(['studio', 'studio', 'sweep', 'arch', 'sun', 'split']),
    figures: [figure],
    light: random.chance(0.5) ? 1 : -1,
    floorY: floorFor([figure], framing),
    beam: random.chance(0.25),
    letterbox: false,
  };
}

function landscapeScene(random: Random, width: number, height: number, palette: Palette): Scene {
  const layout = random.pick(['solo', 'duo', 'duo', 'trio'] as const);
  const framing: Framing = layout === 'trio' ? 'full' : random.pick<Framing>(['half', 'full', 'half']);
  const figures: Figure[] = [];
  if (layout === 'solo') {
    const side = random.chance(0.5) ? 0.34 : 0.66;
    figures.push(place(framing, width, height, width * side, random, randomLook(random, palette)));
  } else {
    const count = layout === 'duo' ? 2 : 3;
    const centre = width * random.float(0.44, 0.56);
    // Shoulders span ~270 figure units; couples overlap a little, trios stand apart.
    const shoulderWidth = place(framing, width, height, 0, random, randomLook(random, palette)).unit * 270;
    const spacing = shoulderWidth * (layout === 'duo' ? random.float(0.8, 1.05) : random.float(1.2, 1.5));
    for (let index = 0; index < count; index += 1) {
      const offset = (index - (count - 1) / 2) * spacing;
      const figure = place(framing, width, height, centre + offset, random, randomLook(random, palette));
      // Slight differences in scale read as depth.
      const depth = random.float(0.92, 1.04);
      figures.push({ ...figure, unit: figure.unit * depth, top: figure.top + (1 - depth) * height * 0.5 });
    }
  }
  return {
    width,
    height,
    palette,
    backdrop: random.pick<Backdrop>(['studio', 'sweep', 'arch', 'sun', 'columns', 'split']),
    figures,
    light: random.chance(0.5) ? 1 : -1,
    floorY: floorFor(figures, framing),
    beam: random.chance(0.35),
    letterbox: false,
  };
}

function sceneFor(art: ArtKind, width: number, height: number, random: Random): Scene {
  const palette = random.pick(PALETTES);
  const moodyPalette = random.pick(PALETTES.filter((entry) => entry.moody));
  const wide = width > height;
  switch (art.type) {
    case 'portrait':
      return portraitScene(
        random,
        width,
        height,
        palette,
        random.weighted<Framing>([
          ['close', 4],
          ['half', 4],
          ['full', 3],
        ]),
      );
    case 'landscape':
      return landscapeScene(random, width, height, palette);
    case 'slide': {
      const slidePalette = art.mood === 'menu' ? moodyPalette : palette;
      return wide
        ? landscapeScene(random, width, height, slidePalette)
        : portraitScene(random, width, height, slidePalette, random.pick<Framing>(['half', 'full']));
    }
    case 'preview': {
      const scene = landscapeScene(random, width, height, random.chance(0.5) ? moodyPalette : palette);
      return { ...scene, letterbox: true };
    }
    case 'form': {
      const framingBySlot: Record<FormSlot, Framing> = {
        close_up: 'close',
        smiling: 'close',
        half_body: 'half',
        full_body: 'full',
      };
      return portraitScene(random, width, height, palette, framingBySlot[art.slot], {
        smiling: art.slot === 'smiling',
        headTilt: art.slot === 'smiling' ? 6 : 0,
      });
    }
    case 'cv':
      throw new Error('CV pages are drawn by cvPageSvg');
  }
}

function svgDocument(width: number, height: number, content: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`,
  );
}

/** Sharp full-size backdrop: gradients and architectural shapes (SVG content). */
function backdropSvg(scene: Scene, random: Random): string {
  const { width, height, palette } = scene;
  const main = scene.figures[0];
  const focusX = main ? main.x / width : 0.5;
  const floorY = scene.floorY ?? height * random.float(0.78, 0.9);
  const defs = [
    `<radialGradient id="spot" cx="${(focusX + scene.light * 0.08).toFixed(3)}" cy="0.36" r="0.85"><stop offset="0" stop-color="${lighten(palette.light, 0.12)}"/><stop offset="0.45" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></radialGradient>`,
    `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.light, palette.dark, 0.35)}"/><stop offset="0.7" stop-color="${palette.light}"/><stop offset="1" stop-color="${mix(palette.light, palette.dark, 0.5)}"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(palette.light, palette.dark, 0.25)}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>`,
    `<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(palette.accent, 0.08)}"/><stop offset="1" stop-color="${darken(palette.accent, 0.18)}"/></linearGradient>`,
  ].join('');
  const shapes: string[] = [
    `<rect width="${width}" height="${height}" fill="url(#${scene.backdrop === 'sweep' ? 'sweep' : 'spot'})"/>`,
  ];
  const tone = palette.moody ? lighten(palette.light, 0.08) : darken(palette.light, 0.07);
  switch (scene.backdrop) {
    case 'split': {
      const splitX = width * (scene.light > 0 ? random.float(0.6, 0.72) : random.float(0.28, 0.4));
      const x = scene.light > 0 ? splitX : 0;
      shapes.push(
        `<rect x="${x.toFixed(0)}" y="0" width="${(scene.light > 0 ? width - splitX : splitX).toFixed(0)}" height="${height}" fill="url(#accent)" opacity="0.85"/>`,
      );
      break;
    }
    case 'arch': {
      const archWidth = Math.min(width * (width > height ? 0.34 : 0.74), height * 0.62);
      const left = (main?.x ?? width / 2) - archWidth / 2;
      const top = height * random.float(0.08, 0.16);
      const radius = archWidth / 2;
      const archPath = `M${left.toFixed(1)} ${floorY.toFixed(1)} V${(top + radius).toFixed(1)} A${radius.toFixed(1)} ${radius.toFixed(1)} 0 0 1 ${(left + archWidth).toFixed(1)} ${(top + radius).toFixed(1)} V${floorY.toFixed(1)} Z`;
      shapes.push(
        `<path d="${archPath}" fill="${random.chance(0.5) ? tone : mix(palette.light, palette.accent, 0.35)}"/>`,
      );
      if (width > height && random.chance(0.6)) {
        // A second, outlined arch gives a colonnade rhythm on wide frames.
        const offset = archWidth * 1.35 * (scene.light > 0 ? -1 : 1);
        shapes.push(
          `<path d="${archPath}" transform="translate(${offset.toFixed(1)} 0)" fill="none" stroke="${darken(palette.light, 0.18)}" stroke-width="${(width / 500).toFixed(1)}"/>`,
        );
      }
      break;
    }
    case 'sun': {
      const radius = Math.min(width, height) * random.float(0.2, 0.3);
      const cx = (main?.x ?? width / 2) + (main ? main.unit * 20 * -scene.light : 0);
      const cy = main ? main.top + main.unit * 70 : height * 0.35;
      shapes.push(
        `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="url(#accent)" opacity="0.9"/>`,
      );
      break;
    }
    case 'columns': {
      const count = random.int(3, 5);
      const columnWidth = width / (count * 3.2);
      for (let index = 0; index < count; index += 1) {
        const x = ((index + 0.5) * width) / count - columnWidth / 2;
        shapes.push(
          `<rect x="${x.toFixed(1)}" y="0" width="${columnWidth.toFixed(1)}" height="${floorY.toFixed(1)}" fill="${tone}" opacity="0.8"/>`,
        );
      }
      break;
    }
    case 'studio':
    case 'sweep':
      break;
  }
  if (scene.floorY !== null || scene.backdrop === 'columns' || scene.backdrop === 'arch') {
    shapes.push(
      `<rect x="0" y="${floorY.toFixed(1)}" width="${width}" height="${(height - floorY).toFixed(1)}" fill="url(#floor)" opacity="0.85"/>`,
    );
  }
  return `<defs>${defs}</defs>${shapes.join('')}`;
}

/** Figures at full size with their gradients (SVG content). */
function figuresSvg(scene: Scene, random: Random): string {
  const rendered = scene.figures.map((figure) => figureSvg(figure, { light: scene.light, random }));
  return `<defs>${rendered.map((entry) => entry.defs).join('')}</defs>${rendered.map((entry) => entry.body).join('')}`;
}

const SOFT_LAYER_FACTOR = 12;

/**
 * Soft layers are drawn tiny and upscaled with a cubic kernel (the upscale is the blur), then embedded in
 * the main SVG at a third of full size; the last, smooth 3x stretch is done by the SVG renderer.
 */
async function softLayer(
  scene: Scene,
  draw: (scale: number) => string,
  factor = SOFT_LAYER_FACTOR,
): Promise<string> {
  const smallWidth = Math.max(4, Math.round(scene.width / factor));
  const smallHeight = Math.max(4, Math.round(scene.height / factor));
  const scale = smallWidth / scene.width;
  const png = await sharp(svgDocument(smallWidth, smallHeight, draw(scale)))
    .resize(Math.max(4, Math.round(scene.width / 3)), Math.max(4, Math.round(scene.height / 3)), {
      kernel: 'cubic',
      fit: 'fill',
    })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return `<image width="${scene.width}" height="${scene.height}" preserveAspectRatio="none" href="data:image/png;base64,${png.toString('base64')}"/>`;
}

function shadowLayer(scene: Scene, random: Random): Promise<string> {
  return softLayer(
    scene,
    (scale) => {
      const shapes = scene.figures.map((figure) => {
        // The shadow falls away from the light, a little larger and lower than the figure.
        const shifted: Figure = {
          ...figure,
          x: (figure.x - scene.light * figure.unit * 24) * scale,
          top: (figure.top + figure.unit * 8) * scale,
          unit: figure.unit * 1.02 * scale,
        };
        const silhouette = figureSvg(shifted, { flat: '#000000', light: scene.light, random }).body;
        const floorShadow =
          scene.floorY !== null
            ? `<ellipse cx="${(figure.x * scale).toFixed(2)}" cy="${(scene.floorY * scale).toFixed(2)}" rx="${(figure.unit * 150 * scale).toFixed(2)}" ry="${(figure.unit * 16 * scale).toFixed(2)}" fill="#000" opacity="0.55"/>`
            : '';
        return `${floorShadow}<g opacity="${scene.palette.moody ? 0.36 : 0.17}">${silhouette}</g>`;
      });
      return shapes.join('');
    },
    SOFT_LAYER_FACTOR * 2,
  );
}

function finishLayer(scene: Scene, random: Random): Promise<string> {
  return softLayer(scene, (scale) => {
    const width = scene.width * scale;
    const height = scene.height * scale;
    const vignette = scene.palette.moody ? 0.55 : 0.32;
    const parts = [
      `<defs><radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${vignette}"/></radialGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="url(#v)"/>`,
    ];
    if (scene.beam) {
      // A diagonal window light from the lit side.
      const startX = scene.light > 0 ? width * random.float(0.55, 0.8) : width * random.float(0.2, 0.45);
      const spread = width * random.float(0.12, 0.2);
      const drift = scene.light > 0 ? -width * 0.35 : width * 0.35;
      parts.push(
        `<path d="M${startX} 0 L${startX + spread} 0 L${startX + spread + drift} ${height} L${startX + drift} ${height} Z" fill="#fff" opacity="0.13"/>`,
      );
    }
    if (scene.letterbox) {
      const bar = height * 0.07;
      parts.push(
        `<rect width="${width}" height="${bar}" fill="#000" opacity="0.85"/><rect y="${height - bar}" width="${width}" height="${bar}" fill="#000" opacity="0.85"/>`,
      );
    }
    return parts.join('');
  });
}

/** Gaussian-ish film grain values, shared by every image (cheaper in JS than a libvips blend). */
const GRAIN = ((): Int8Array => {
  const random = new Random('grain');
  const table = new Int8Array(1 << 16);
  for (let index = 0; index < table.length; index += 1) {
    // Sum of uniforms approximates a normal distribution; ~±6 levels of grain.
    const normal = random.next() + random.next() + random.next() - 1.5;
    table[index] = Math.round(normal * 9);
  }
  return table;
})();

/** Drops the alpha channel and adds luminance grain, in one pass. */
function grainAndFlatten(rgba: Buffer, pixelCount: number, seed: number): Buffer {
  const rgb = Buffer.allocUnsafe(pixelCount * 3);
  const mask = GRAIN.length - 1;
  // An odd stride through the table avoids visible repetition.
  let cursor = seed & mask;
  for (let pixel = 0, source = 0, target = 0; pixel < pixelCount; pixel += 1, source += 4, target += 3) {
    const noise = GRAIN[cursor] ?? 0;
    cursor = (cursor + 7919) & mask;
    rgb[target] = Math.min(255, Math.max(0, (rgba[source] ?? 0) + noise));
    rgb[target + 1] = Math.min(255, Math.max(0, (rgba[source + 1] ?? 0) + noise));
    rgb[target + 2] = Math.min(255, Math.max(0, (rgba[source + 2] ?? 0) + noise));
  }
  return rgb;
}

/** Renders a scene to raw RGB pixels: one SVG (backdrop, soft shadow, figures, finish) plus grain. */
async function renderScene(scene: Scene, random: Random): Promise<RenderedImage> {
  const [shadow, finish] = await Promise.all([shadowLayer(scene, random), finishLayer(scene, random)]);
  const document = svgDocument(
    scene.width,
    scene.height,
    `${backdropSvg(scene, random)}${shadow}${figuresSvg(scene, random)}${finish}`,
  );
  const { data, info } = await sharp(document).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: grainAndFlatten(data, info.width * info.height, random.int(0, 1 << 16)),
    width: info.width,
    height: info.height,
    channels: 3,
  };
}

// ---------------------------------------------------------------- CV pages

const CV_SECTIONS: { title: string; lines: string[] }[] = [
  {
    title: 'Teatro',
    lines: [
      '2026 — «Maré Vazia», leitura encenada, Lisboa',
      '2025 — «As Criadas», de Jean Genet — papel de Solange',
      '2024 — «Sonho de Uma Noite de Verão» — digressão nacional',
      '2023 — «A Casa do Rio», criação coletiva',
    ],
  },
  {
    title: 'Cinema',
    lines: [
      '2026 — «Linha de Água», curta-metragem — protagonista',
      '2025 — «O Último Elétrico», longa-metragem — papel secundário',
      '2024 — «Sal», curta-metragem de escola',
    ],
  },
  {
    title: 'Televisão',
    lines: [
      '2025 — Série de ficção nacional, 8 episódios — elenco regular',
      '2024 — Telenovela, participação especial',
    ],
  },
  {
    title: 'Publicidade',
    lines: [
      '2026 — Campanha de telecomunicações (TV e digital)',
      '2025 — Marca de bebidas, spot de verão',
      '2024 — Banco nacional, campanha institucional',
    ],
  },
  {
    title: 'Formação',
    lines: [
      '2021–2024 — Licenciatura em Teatro, ramo Atores',
      '2023 — Workshop de representação para câmara',
      '2020 — Curso de voz e dicção',
      'Dança contemporânea (5 anos) · Canto (3 anos)',
    ],
  },
  {
    title: 'Línguas e competências',
    lines: [
      'Português (nativo) · Inglês (fluente) · Espanhol (intermédio)',
      'Carta de condução B · Natação · Equitação · Esgrima de palco',
    ],
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Headshot box on a CV's first page, in units of a 1240 px wide page. */
const CV_PHOTO = { width: 300, height: 380, top: 230 } as const;

function cvPageSvg(
  width: number,
  height: number,
  page: number,
  random: Random,
): { svg: Buffer; photo: Scene | null } {
  const margin = width * 0.1;
  const unit = width / 1240;
  const serif = "font-family=\"'DejaVu Serif','Liberation Serif',Georgia,serif\"";
  const sans = "font-family=\"'DejaVu Sans','Liberation Sans',Arial,sans-serif\"";
  const parts: string[] = [`<rect width="${width}" height="${height}" fill="#fbfaf7"/>`];
  let y = margin;
  if (page % 2 === 0) {
    parts.push(
      `<text x="${margin}" y="${y + 40 * unit}" ${serif} font-size="${54 * unit}" letter-spacing="${6 * unit}" fill="#1b1a18">CURRICULUM VITAE</text>`,
    );
    parts.push(
      `<rect x="${margin}" y="${y + 70 * unit}" width="${width - margin * 2}" height="${2 * unit}" fill="#1b1a18"/>`,
    );
    y += 140 * unit;
    const details = [
      'Altura 1,74 m',
      'Olhos castanhos',
      'Cabelo castanho escuro',
      'Residência: Lisboa',
      'Disponível para viajar',
      'Representação: a agência',
    ];
    details.forEach((line, index) => {
      parts.push(
        `<text x="${margin}" y="${y + index * 44 * unit}" ${sans} font-size="${26 * unit}" fill="#4a4744">${escapeXml(line)}</text>`,
      );
    });
    // Leave room for the headshot at the right of the details.
    y += (CV_PHOTO.height + 80) * unit;
  }
  const sections = page % 2 === 0 ? CV_SECTIONS.slice(0, 3) : CV_SECTIONS.slice(3);
  for (const section of sections) {
    parts.push(
      `<text x="${margin}" y="${y}" ${serif} font-size="${34 * unit}" fill="#1b1a18">${escapeXml(section.title)}</text>`,
    );
    parts.push(
      `<rect x="${margin}" y="${y + 16 * unit}" width="${120 * unit}" height="${3 * unit}" fill="#b08d57"/>`,
    );
    y += 64 * unit;
    for (const line of section.lines) {
      parts.push(
        `<text x="${margin}" y="${y}" ${sans} font-size="${24 * unit}" fill="#33312e">${escapeXml(line)}</text>`,
      );
      y += 42 * unit;
    }
    y += 44 * unit;
  }
  parts.push(
    `<text x="${margin}" y="${height - margin * 0.6}" ${sans} font-size="${18 * unit}" fill="#8a867f">${page + 1} / 2</text>`,
  );
  // The first page carries a small headshot, drawn as its own scene and composited in.
  const photo =
    page % 2 === 0
      ? portraitScene(
          random,
          Math.round(CV_PHOTO.width * unit),
          Math.round(CV_PHOTO.height * unit),
          random.pick(PALETTES),
          'close',
        )
      : null;
  return { svg: svgDocument(width, height, parts.join('')), photo };
}

// ---------------------------------------------------------------- public API

export interface RenderedImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Renders a pool image as a progressive JPEG. `seed` makes it reproducible. */
export async function renderArtJpeg(
  art: ArtKind,
  width: number,
  height: number,
  seed: string,
): Promise<Buffer> {
  const random = new Random(seed);
  const jpeg = { quality: 80, progressive: true, chromaSubsampling: '4:2:0' } as const;
  if (art.type === 'cv') {
    const { svg, photo } = cvPageSvg(width, height, art.page, random);
    const overlays: OverlayOptions[] = [];
    if (photo) {
      const headshot = await renderScene(photo, random);
      overlays.push({
        input: headshot.data,
        raw: { width: headshot.width, height: headshot.height, channels: headshot.channels },
        left: Math.round(width - width * 0.1 - headshot.width),
        top: Math.round((CV_PHOTO.top * width) / 1240),
      });
    }
    return sharp(svg).composite(overlays).flatten({ background: '#fbfaf7' }).jpeg(jpeg).toBuffer();
  }
  const rendered = await renderScene(sceneFor(art, width, height, random), random);
  return sharp(rendered.data, {
    raw: { width: rendered.width, height: rendered.height, channels: rendered.channels },
  })
    .jpeg(jpeg)
    .toBuffer();
}

/**
 * Renders a wide scene larger than the frame, for the video slide's slow push-in: returns raw RGB pixels
 * of `scale` times the frame size.
 */
export async function renderVideoScene(
  width: number,
  height: number,
  seed: string,
  scale: number,
): Promise<RenderedImage> {
  const random = new Random(seed);
  const bigWidth = Math.round(width * scale);
  const bigHeight = Math.round(height * scale);
  const moody = PALETTES.filter((palette) => palette.moody);
  const scene =
    bigWidth > bigHeight
      ? landscapeScene(random, bigWidth, bigHeight, random.pick(moody))
      : portraitScene(random, bigWidth, bigHeight, random.pick(moody), 'full');
  return renderScene({ ...scene, beam: false }, random);
}
