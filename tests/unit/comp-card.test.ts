// GET /api/comp-card/[id] and GET /api/package against the bundled local panel over real HTTP (issue 16,
// parts 1, 2 and 6). The PDFs are read the way a viewer reads them: poppler's pdfinfo for pages and sizes,
// pdftotext for the words, and pdftoppm renders the pages whose QR codes jsQR must decode.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GET as CompCardGet } from '@/app/api/comp-card/[id]/route';
import type { GET as PackageGet } from '@/app/api/package/route';
import type { TalentProfile } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { measureRows, type MeasureUnit } from '@/lib/talents/measures';
import { colourLabel } from '@/lib/talents/colours';
import { cellText, comparisonColumn, VALUE_ROWS } from '@/lib/talents/compare-rows';
import { talentSlug } from '@/lib/talents/slug';
import { SHARE_PARAM } from '@/features/favorites/share';
import { decodeShortlist } from '@/features/favorites/shared-link';
import { createPdfTurns } from '@/features/comp-card/pdf-turns';
import type { printablePicture as PrintablePicture } from '@/features/comp-card/print-pictures';
import type { RateLimiter } from '@/lib/forms/rate-limit';
import { site } from '@/lib/site';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { refusal } from '../fixtures/api-refusal';
import { startTestPanel } from '../fixtures/local-panel-env';

// Next's data cache and next-intl's request config only exist inside a Next server: the cache reads
// straight through (each cached read's key and tags recorded), and translations come from the message
// files lib/i18n/request.ts loads.
const cachedReads = vi.hoisted(() => [] as { key: string[]; tags: string[] }[]);
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(read: () => Promise<T>, key: string[], options: { tags: string[] }) =>
    () => {
      cachedReads.push({ key, tags: options.tags });
      return read();
    },
}));
vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

const catalogues = { en, pt };
/** A5 in PDF points: 148 × 210 mm. */
const A5_POINTS = { width: (148 * 72) / 25.4, height: (210 * 72) / 25.4 };

let stop: () => Promise<void>;
let workDir: string;
let compCard: typeof CompCardGet;
let packageOf: typeof PackageGet;
let getTalentProfile: (id: number) => Promise<TalentProfile>;
let printablePicture: typeof PrintablePicture;

beforeAll(async () => {
  ({ stop } = await startTestPanel('comp-card-test'));
  workDir = await mkdtemp(path.join(tmpdir(), 'comp-card-pdf-'));
  ({ GET: compCard } = await import('@/app/api/comp-card/[id]/route'));
  ({ GET: packageOf } = await import('@/app/api/package/route'));
  ({ getTalentProfile } = await import('@/lib/panel'));
  ({ printablePicture } = await import('@/features/comp-card/print-pictures'));
}, 120_000);

afterAll(async () => {
  await stop?.();
  await rm(workDir, { recursive: true, force: true });
});

const unlimited: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  check: async () => ({ allowed: true, retryAfterSeconds: 0 }),
  giveBack: async () => undefined,
};

let clients = 0;
/** Each request from its own address unless told otherwise, so the rate limits stay out of the way. */
const client = () => `198.51.100.${(clients += 1)}`;

function getCompCard(id: string, query = '', from = client()): Promise<Response> {
  return compCard(
    new Request(`http://localhost/api/comp-card/${id}${query}`, { headers: { 'x-forwarded-for': from } }),
    { params: Promise.resolve({ id }) },
  );
}

function getPackage(query: string, from = client()): Promise<Response> {
  return packageOf(
    new Request(`http://localhost/api/package${query}`, { headers: { 'x-forwarded-for': from } }),
  );
}

type Pdf = { pages: number; pageSizes: string[]; text: string[]; fonts: string; bytes: number; file: string };

/** A PDF answer as poppler reads it: its page count and sizes, the text of each page, its fonts. */
async function readPdf(response: Response): Promise<Pdf> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = path.join(workDir, `${clients}-${Date.now()}.pdf`);
  await writeFile(file, bytes);
  const poppler = (program: string, ...args: string[]) =>
    execFileSync(program, [...args], { encoding: 'utf8' });
  const info = poppler('pdfinfo', '-f', '1', '-l', '999', file);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const pageSizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/gm)].map(
    (match) => match[1]!,
  );
  const text = poppler('pdftotext', '-layout', file, '-').split('\f').slice(0, pages);
  return { pages, pageSizes, text, fonts: poppler('pdffonts', file), bytes: bytes.length, file };
}

/** The QR code on a page, rendered at 200 dpi as a viewer would, decoded; null when none is found. */
async function qrCodeOn(pdf: Pdf, page: number): Promise<string | null> {
  const prefix = path.join(workDir, `page-${page}-${path.basename(pdf.file, '.pdf')}`);
  execFileSync('pdftoppm', [
    '-r',
    '200',
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    '-singlefile',
    pdf.file,
    prefix,
  ]);
  const { data, info } = await sharp(await readFile(`${prefix}.png`))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ??
    null
  );
}

/** The stats a card must print for a talent, in one language and unit system, as the profile shows them. */
function expectedStats(profile: TalentProfile, locale: Locale, units: MeasureUnit): [string, string][] {
  const labels = catalogues[locale].Catalogue.measure;
  const measures = measureRows(profile, units, locale).map((row): [string, string] => [
    labels[row.key],
    row.value,
  ]);
  const colours = (['hair', 'eyes'] as const).flatMap((key): [string, string][] => {
    const value = profile[key];
    return value ? [[labels[key], colourLabel(value, locale)]] : [];
  });
  return [...measures, ...colours];
}

/** The profile's address in one language, as the site links it. */
function profileUrl(profile: TalentProfile, locale: Locale, category: string, slug: string): string {
  return `${site.url}/${locale}/${category}/${profile.id}/${slug}`;
}

describe('GET /api/comp-card/[id]', () => {
  it.each([
    ['en', 'cm', 'models'],
    ['pt', 'in', 'modelos'],
  ] as const)(
    'draws two A5 pages in %s with the stats in %s and the profile as a QR code',
    async (locale, units, categorySlug) => {
      const profile = await getTalentProfile(1001);
      const response = await getCompCard('1001', `?locale=${locale}&units=${units}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="' + talentSlug(profile.name) + '-comp-card.pdf"',
      );
      const pdf = await readPdf(response);
      expect(pdf.pages).toBe(2);
      for (const size of pdf.pageSizes) expectA5(size);

      // Front: the name and the agency's; back: the name, each stat under its label, the agency's contact.
      expect(flat(pdf.text[0])).toContain(profile.name);
      expect(flat(pdf.text[0])).toContain(site.name.toLocaleUpperCase());
      const back = flat(pdf.text[1]);
      expect(back).toContain(profile.name);
      const stats = expectedStats(profile, locale, units);
      // Every measure the profile lists, jeans among them.
      const { height, jeans } = catalogues[locale].Catalogue.measure;
      expect(stats.map(([label]) => label)).toEqual(expect.arrayContaining([height, jeans]));
      for (const [label, value] of stats) expect(back).toContain(`${label.toLocaleUpperCase()} ${value}`);
      expect(back).toContain('info@agencia.example');
      const url = profileUrl(profile, locale, categorySlug, talentSlug(profile.name));
      expect(back).toContain(url);
      expect(await qrCodeOn(pdf, 2)).toBe(url);

      // The site's typefaces, embedded as subsets.
      for (const font of ['Inter-Regular', 'Inter-SemiBold', 'BodoniModa']) {
        expect(pdf.fonts).toMatch(
          new RegExp(`[A-Z]{6}\\+${font}\\S*\\s+CID TrueType\\s+Identity-H\\s+yes yes yes`),
        );
      }
    },
  );

  it('prints inches in English and centimetres in Portuguese when asked, with cm by default', async () => {
    const profile = await getTalentProfile(1001);
    const height = (units: MeasureUnit, locale: Locale) =>
      expectedStats(profile, locale, units).find(
        ([label]) => label === catalogues[locale].Catalogue.measure.height,
      )![1];
    const english = flat((await readPdf(await getCompCard('1001', '?locale=en&units=in'))).text[1]);
    const portuguese = flat((await readPdf(await getCompCard('1001', '?locale=pt'))).text[1]);
    expect(english).toContain(`HEIGHT ${height('in', 'en')}`);
    expect(height('in', 'en')).toMatch(/^\d'\d+"$/);
    expect(portuguese).toContain(`ALTURA ${height('cm', 'pt')}`);
    expect(height('cm', 'pt')).toMatch(/ cm$/);
  });

  it.each([
    ['abc', '', 400, 'invalid_id', 'pt'],
    ['01001', '?locale=en', 400, 'invalid_id', 'en'],
    ['1002', '?locale=en', 404, 'talent_not_found', 'en'],
    ['1002', '', 404, 'talent_not_found', 'pt'],
    ['1001', '?units=mm&locale=en', 400, 'invalid_query', 'en'],
    ['1001', '?locale=fr', 400, 'invalid_query', 'pt'],
  ] as const)('answers %s%s with %i %s in %s', async (id, query, status, error, locale) => {
    const response = await getCompCard(id, query);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(refusal(error, {}, locale));
  });
});

describe('GET /api/package', () => {
  it('streams a cover with the shortlist’s share link, the comparison, then each talent’s comp card in order', async () => {
    const ids = [1005, 1001, 1003];
    const response = await getPackage(`?ids=${ids.join(',')}&locale=pt&units=in`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[a-z0-9-]+-package-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );

    const pdf = await readPdf(response);
    expect(pdf.pages).toBe(2 + 2 * ids.length);
    const [coverSize, comparisonSize, ...cardSizes] = pdf.pageSizes;
    expectA5(coverSize!);
    expectA4Landscape(comparisonSize!);
    for (const size of cardSizes) expectA5(size);
    const cover = flat(pdf.text[0]);
    expect(cover).toContain(pt.CompCard.packageTitle);
    expect(cover).toContain('3 talentos');
    expect(cover).toContain(
      new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(new Date()),
    );

    // The code and the printed link are the shortlist's share link: it opens these talents, in order.
    const link = await qrCodeOn(pdf, 1);
    expect(link).not.toBeNull();
    expect(cover.replace(/\s/g, '')).toContain(link);
    const url = new URL(link!);
    expect(url.pathname).toBe('/pt/favoritos');
    expect(decodeShortlist(url.searchParams.get(SHARE_PARAM) ?? '')).toEqual(ids);

    // The comparison: the talents side by side in the shortlist's order, in the package's language and units.
    const profiles = await Promise.all(ids.map((id) => getTalentProfile(id)));
    const comparison = flat(pdf.text[1]);
    expect(comparison).toContain(pt.Compare.title);
    const columns = profiles.map((profile) => comparisonColumn(profile, 'pt', new Date()));
    for (const row of VALUE_ROWS) {
      expect(comparison).toContain(pt.Compare.rows[row]);
      for (const column of columns) expect(comparison).toContain(cellText(column.cells[row], 'in'));
    }
    const namesAt = profiles.map((profile) => comparison.indexOf(profile.name.split(' ')[0]!));
    expect(namesAt).toEqual([...namesAt].sort((a, b) => a - b));

    for (const [index, profile] of profiles.entries()) {
      expect(flat(pdf.text[2 + 2 * index])).toContain(profile.name);
      const back = flat(pdf.text[3 + 2 * index]);
      for (const [label, value] of expectedStats(profile, 'pt', 'in'))
        expect(back).toContain(`${label.toLocaleUpperCase()} ${value}`);
    }
  });

  it('goes on with the comparison over a further landscape page past eight talents', async () => {
    const ids = Array.from({ length: 9 }, (_, index) => 1001 + 2 * index);
    const pdf = await readPdf(await getPackage(`?ids=${ids.join(',')}&locale=en`));
    expect(pdf.pages).toBe(3 + 2 * ids.length);
    expectA4Landscape(pdf.pageSizes[1]!);
    expectA4Landscape(pdf.pageSizes[2]!);
    expectA5(pdf.pageSizes[3]!);
    // Names wrap within their column: their first words are on the name line.
    const [eighth, ninth] = await Promise.all(
      ids.slice(7).map(async (id) => (await getTalentProfile(id)).name),
    );
    const firstWord = (name: string | undefined) => name!.split(' ')[0]!;
    expect(flat(pdf.text[1])).toContain(firstWord(eighth));
    expect(flat(pdf.text[2])).toContain(firstWord(ninth));
    expect(flat(pdf.text[2])).not.toContain(firstWord(eighth));
    expect(flat(pdf.text[2])).toContain(en.Compare.rows.height);
  });

  it.each([
    ['no ids', '?locale=en'],
    ['an empty list', '?ids=&locale=en'],
    ['an id that is not one', '?ids=1001,abc&locale=en'],
    ['an unknown talent', '?ids=1001,1002&locale=en'],
    [
      'more than 50 talents',
      `?ids=${Array.from({ length: 51 }, (_, i) => 1001 + 2 * i).join(',')}&locale=en`,
    ],
  ])('refuses %s with 400 invalid_query in the asked language', async (_case, query) => {
    const response = await getPackage(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('invalid_query', {}, 'en'));
  });

  it('limits each address to twenty packages in ten minutes', async () => {
    const from = client();
    for (let request = 0; request < 20; request += 1) {
      expect((await getPackage('?ids=1002&locale=en', from)).status).toBe(400);
    }
    const limited = await getPackage('?ids=1002&locale=en', from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await getPackage('?ids=1002&locale=en')).status).toBe(400);
  });
});

/**
 * Whether each of the four cells of a back page's picture area (two by two, 45 × 66 mm from 9 mm in, 3 mm
 * apart) shows something other than bare paper, the page rendered at 50 dpi as a viewer would.
 */
async function backCellsShowPictures(pdf: Pdf, page: number): Promise<boolean[]> {
  const prefix = path.join(workDir, `back-${page}-${path.basename(pdf.file, '.pdf')}`);
  execFileSync('pdftoppm', [
    '-r',
    '50',
    '-f',
    `${page}`,
    '-l',
    `${page}`,
    '-png',
    '-singlefile',
    pdf.file,
    prefix,
  ]);
  const png = await readFile(`${prefix}.png`);
  const px = (millimetres: number) => Math.round((millimetres * 50) / 25.4);
  const inset = 2;
  return Promise.all(
    [0, 1, 2, 3].map(async (cell) => {
      const { channels } = await sharp(png)
        .extract({
          left: px(9 + (cell % 2) * 48 + inset),
          top: px(9 + Math.floor(cell / 2) * 69 + inset),
          width: px(45 - 2 * inset),
          height: px(66 - 2 * inset),
        })
        .stats();
      return channels.slice(0, 3).some(({ mean, stdev }) => mean < 245 || stdev > 4);
    }),
  );
}

describe('PDFs drawn at once', () => {
  /** A drawing that lasts until the test lets it end. */
  function heldDrawing() {
    let release = () => {};
    const drawing = new Promise<void>((resolve) => (release = resolve));
    return { drawing: () => drawing, release };
  }

  it('takes turns, at most `atOnce` together, and refuses past `waiting` in line', async () => {
    const turns = createPdfTurns({ atOnce: 1, waiting: 1 });
    const first = heldDrawing();
    const second = heldDrawing();
    const drawn: string[] = [];
    const running = turns(first.drawing).then(() => drawn.push('first'));
    const waiting = turns(second.drawing).then(() => drawn.push('second'));
    expect(() => turns(async () => undefined)).toThrow(
      expect.objectContaining({ code: 'pdf_busy', retryAfterSeconds: expect.any(Number) }),
    );

    second.release();
    first.release();
    await Promise.all([running, waiting]);
    expect(drawn).toEqual(['first', 'second']);
    await expect(turns(async () => 'drawn')).resolves.toBe('drawn');
  });

  it('answers a package or a comp card past the line with 503 pdf_busy and Retry-After, then draws again', async () => {
    const [{ apiRoute }, { compCardParams, compCardQuery, compCardRun, packageQuery, packageRun }] =
      await Promise.all([import('@/lib/api/route'), import('@/features/comp-card/handler')]);
    const turns = createPdfTurns({ atOnce: 1, waiting: 0 });
    const routes = {
      package: apiRoute({ name: 'package', query: packageQuery, run: packageRun(unlimited, turns) }),
      compCard: apiRoute({
        name: 'comp-card',
        params: compCardParams,
        query: compCardQuery,
        run: compCardRun(unlimited, turns),
      }),
    };
    const requests = [
      () => routes.package(new Request('http://localhost/api/package?ids=1001,1003&locale=pt')),
      () =>
        routes.compCard(new Request('http://localhost/api/comp-card/1001?locale=pt'), {
          params: Promise.resolve({ id: '1001' }),
        }),
    ];
    // Ten packages of fifty talents at once took a plain page from 14 ms to 24 s: the line is full here.
    const busy = heldDrawing();
    const held = turns(busy.drawing);
    for (const response of await Promise.all(requests.map((request) => request()))) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await response.json()).toMatchObject(refusal('pdf_busy', {}, 'pt'));
    }
    busy.release();
    await held;
    for (const request of requests) {
      const response = await request();
      expect(response.status).toBe(200);
      expect((await readPdf(response)).pages).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the back of a card, whatever galleries the talent has', () => {
  // The test panel's talents of each gallery shape (local-panel/content/talents.ts pins the rarer ones).
  const shapes = [
    [1001, 'every gallery'],
    [1003, 'a book and compo'],
    [1065, 'a book and no compo'],
    [1067, 'compo and no book'],
    [1021, 'compo and shows, no book'],
    [1069, 'snaps alone'],
    [1071, 'no gallery, the cover alone'],
  ] as const;

  it.each(shapes)('fills the picture area for %i (%s)', async (id) => {
    const pdf = await readPdf(await getCompCard(`${id}`, '?locale=en'));
    expect(await backCellsShowPictures(pdf, 2)).toEqual([true, true, true, true]);
  });

  it('fills every back of a package of talents of each shape', async () => {
    const ids = shapes.map(([id]) => id);
    const pdf = await readPdf(await getPackage(`?ids=${ids.join(',')}&locale=pt`));
    expect(pdf.pages).toBe(2 + 2 * ids.length);
    for (const index of ids.keys()) {
      expect(await backCellsShowPictures(pdf, 4 + 2 * index)).toEqual([true, true, true, true]);
    }
  });
});

describe('the print pictures', () => {
  it('are cached under the talent’s tag, so a revalidation of the talent renews its card', async () => {
    const profile = await getTalentProfile(1001);
    cachedReads.length = 0;
    expect((await getCompCard('1001', '?locale=en')).status).toBe(200);
    const pictures = cachedReads.filter(({ key }) => key[0] === 'comp-card-picture');
    // The front (cover) and four for the back, each keyed by its address and printed size.
    expect(pictures.map(({ key }) => key[1])).toEqual(expect.arrayContaining([profile.cover]));
    expect(pictures).toHaveLength(5);
    for (const { tags } of pictures) expect(tags).toEqual(['talent:1001']);
  });
});

describe('printablePicture', () => {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#8a6f5a' } })
      .png()
      .toBuffer();

  it('cuts a large photograph to the printed aspect at 300 dpi, as JPEG', async () => {
    const printed = await sharp(
      await printablePicture(await photo(3000, 4500), { width: 45, height: 66 }),
    ).metadata();
    expect(printed).toMatchObject({ format: 'jpeg', width: 531, height: 779 });
  });

  it('keeps a small photograph’s own pixels rather than enlarging it', async () => {
    const printed = await sharp(
      await printablePicture(await photo(1200, 1800), { width: 148, height: 210 }),
    ).metadata();
    expect(printed).toMatchObject({ format: 'jpeg', width: 1200, height: 1703 });
  });
});

/** A page's words on one line, as searching the PDF finds them. */
function flat(text: string | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ');
}

function expectA4Landscape(size: string): void {
  const [width, height] = size.split(' x ').map(Number);
  expect(width).toBeCloseTo(841.89, 1);
  expect(height).toBeCloseTo(595.28, 1);
}

function expectA5(size: string): void {
  const [width, height] = size.split(' x ').map(Number);
  expect(width).toBeCloseTo(A5_POINTS.width, 1);
  expect(height).toBeCloseTo(A5_POINTS.height, 1);
}
