import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '@/lib/i18n/locales';
import { brandColours } from '@/lib/site';
import type { Agency } from '@/lib/content/types';
import type { CompCard } from './comp-card';
import type { PrintSize } from './print-pictures';

// The comp card (two A5 pages) and the package cover, drawn with pdfkit. Sizes are in millimetres.

const PT_PER_MM = 72 / 25.4;
const mm = (value: number) => value * PT_PER_MM;

const PAGE_MM = { width: 148, height: 210 } as const;
const MARGIN = 9;

export const FRONT_PICTURE: PrintSize = PAGE_MM;
/** One cell of the back's picture area, two by two beside the stats column. */
const BACK_CELL: PrintSize = { width: 45, height: 66 };
const GAP = 3;

/** A picture's place on the back, in the picture area's cells. */
type Frame = { column: number; row: number; columns: 1 | 2; rows: 1 | 2 };
/** The pictures always fill the whole area; of three, the first one is tall. */
const BACK_LAYOUTS: Record<number, readonly Frame[]> = {
  1: [{ column: 0, row: 0, columns: 2, rows: 2 }],
  2: [
    { column: 0, row: 0, columns: 1, rows: 2 },
    { column: 1, row: 0, columns: 1, rows: 2 },
  ],
  3: [
    { column: 0, row: 0, columns: 1, rows: 2 },
    { column: 1, row: 0, columns: 1, rows: 1 },
    { column: 1, row: 1, columns: 1, rows: 1 },
  ],
  4: [
    { column: 0, row: 0, columns: 1, rows: 1 },
    { column: 1, row: 0, columns: 1, rows: 1 },
    { column: 0, row: 1, columns: 1, rows: 1 },
    { column: 1, row: 1, columns: 1, rows: 1 },
  ],
};

const frameSize = ({ columns, rows }: Frame): PrintSize => ({
  width: columns * BACK_CELL.width + (columns - 1) * GAP,
  height: rows * BACK_CELL.height + (rows - 1) * GAP,
});

/** The printed size of each of `count` back pictures (one to four), in their order. */
export function backPictureSizes(count: number): PrintSize[] {
  return (BACK_LAYOUTS[count] ?? []).map(frameSize);
}
const STATS_COLUMN = { x: MARGIN + 2 * BACK_CELL.width + GAP + 5, width: 32 };
/** The band under the pictures: the agency's contact on the left, the profile's QR code on the right. */
const BAND_TOP = MARGIN + 2 * BACK_CELL.height + GAP + 6;
const QR_SIZE = 32;

const { ink: INK, paper: PAPER, accent: ACCENT } = brandColours;
const MUTED = '#6b6b6b';

const DISPLAY = 'display';
const SANS = 'sans';
const SANS_BOLD = 'sans-bold';

// Merged TrueType files of the site's typefaces (see fonts/README.md), which pdfkit embeds and subsets.
// Literal paths from process.cwd(), so the build's file tracing copies them into the standalone server.
function loadFonts() {
  return {
    [DISPLAY]: readFileSync(path.join(process.cwd(), 'features/comp-card/fonts/bodoni-moda-500.ttf')),
    [SANS]: readFileSync(path.join(process.cwd(), 'features/comp-card/fonts/inter-400.ttf')),
    [SANS_BOLD]: readFileSync(path.join(process.cwd(), 'features/comp-card/fonts/inter-600.ttf')),
  };
}

let fonts: ReturnType<typeof loadFonts> | null = null;

export function createDocument({ title, author, locale }: { title: string; author: string; locale: Locale }) {
  // An empty default font: pdfkit would otherwise load its built-in Helvetica, which nothing here uses.
  const doc = new PDFDocument({
    size: [mm(PAGE_MM.width), mm(PAGE_MM.height)],
    margin: 0,
    autoFirstPage: false,
    font: '',
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: author, Creator: author },
  });
  fonts ??= loadFonts();
  for (const [name, data] of Object.entries(fonts)) doc.registerFont(name, data);
  return doc;
}

type Doc = ReturnType<typeof createDocument>;
type TextStyle = { font: string; size: number; color: string };

function style(doc: Doc, { font, size, color }: TextStyle): Doc {
  return doc.font(font).fontSize(size).fillColor(color);
}

/** Wider spacing reads as separate letters to text extraction ("A LT U R A"): searching the PDF must work. */
const CAPS_SPACING = 0.6;

function caps(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  color: string,
  size = 6.5,
) {
  style(doc, { font: SANS_BOLD, size, color }).text(text.toLocaleUpperCase(), mm(at.x), mm(at.y), {
    width: mm(at.width),
    characterSpacing: CAPS_SPACING,
    lineBreak: false,
  });
}

/** Null when the text is longer than a QR code holds (a very long shortlist's share link). */
function qrCodeOf(text: string, level: QRCode.QRCodeErrorCorrectionLevel): QRCode.BitMatrix | null {
  try {
    return QRCode.create(text, { errorCorrectionLevel: level }).modules;
  } catch {
    return null;
  }
}

/** `size` mm square, quiet zone included; each row's dark runs are one rectangle, so no seams show. */
function drawQrCode(
  doc: Doc,
  { size: count, data }: QRCode.BitMatrix,
  x: number,
  y: number,
  size: number,
): void {
  const quiet = 4;
  const cell = mm(size) / (count + 2 * quiet);
  doc.rect(mm(x), mm(y), mm(size), mm(size)).fill(PAPER);
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count;) {
      if (!data[row * count + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && data[row * count + column]) column += 1;
      doc.rect(mm(x) + (quiet + start) * cell, mm(y) + (quiet + row) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill(INK);
}

const AGENCY_NAME: TextStyle = { font: DISPLAY, size: 12, color: INK };
const CONTACT: TextStyle = { font: SANS, size: 7.5, color: INK };
const CONTACT_LINE_GAP = 1;

/** The agency's name and contact lines, from `y` down, `width` wide; returns where they end. */
function drawAgency(doc: Doc, agency: Agency, x: number, y: number, width: number): number {
  style(doc, AGENCY_NAME).text(agency.name, mm(x), mm(y), { width: mm(width) });
  style(doc, CONTACT);
  for (const line of agency.contact) doc.text(line, { width: mm(width), lineGap: CONTACT_LINE_GAP });
  return doc.y / PT_PER_MM;
}

function agencyHeight(doc: Doc, agency: Agency, width: number): number {
  const name = style(doc, AGENCY_NAME).heightOfString(agency.name, { width: mm(width) });
  style(doc, CONTACT);
  const lines = agency.contact.map((line) =>
    doc.heightOfString(line, { width: mm(width), lineGap: CONTACT_LINE_GAP }),
  );
  return (name + lines.reduce((sum, height) => sum + height, 0)) / PT_PER_MM;
}

function drawFront(doc: Doc, card: CompCard, agency: Agency, picture: Buffer | null): void {
  doc.addPage();
  const { width, height } = PAGE_MM;
  const textWidth = width - 2 * 12;
  let color: string = INK;
  if (picture) {
    doc.image(picture, 0, 0, { width: mm(width), height: mm(height) });
    const shadeTop = mm(height * 0.55);
    const shade = doc.linearGradient(0, shadeTop, 0, mm(height));
    shade.stop(0, INK, 0).stop(1, INK, 0.75);
    doc.rect(0, shadeTop, mm(width), mm(height) - shadeTop).fill(shade);
    color = PAPER;
  }
  style(doc, { font: DISPLAY, size: 30, color });
  const nameHeight = doc.heightOfString(card.name, { width: mm(textWidth) });
  const nameTop = mm(height - 14) - nameHeight;
  caps(doc, agency.name, { x: 12, y: nameTop / PT_PER_MM - 6, width: textWidth }, color, 7.5);
  style(doc, { font: DISPLAY, size: 30, color }).text(card.name, mm(12), nameTop, { width: mm(textWidth) });
}

function drawBack(doc: Doc, card: CompCard, agency: Agency, pictures: (Buffer | null)[]): void {
  doc.addPage();
  (BACK_LAYOUTS[pictures.length] ?? []).forEach((frame, index) => {
    const picture = pictures[index];
    if (!picture) return;
    const { width, height } = frameSize(frame);
    const x = MARGIN + frame.column * (BACK_CELL.width + GAP);
    const y = MARGIN + frame.row * (BACK_CELL.height + GAP);
    doc.image(picture, mm(x), mm(y), { width: mm(width), height: mm(height) });
  });

  const column = STATS_COLUMN;
  style(doc, { font: DISPLAY, size: 15, color: INK }).text(card.name, mm(column.x), mm(MARGIN - 1), {
    width: mm(column.width),
    lineGap: -1,
  });
  let y = doc.y / PT_PER_MM + 4;
  for (const stat of card.stats) {
    caps(doc, stat.label, { x: column.x, y, width: column.width }, MUTED);
    style(doc, { font: SANS, size: 10, color: INK }).text(stat.value, mm(column.x), mm(y + 3), {
      width: mm(column.width),
    });
    y = doc.y / PT_PER_MM + 2.5;
  }

  doc
    .moveTo(mm(MARGIN), mm(BAND_TOP - 3))
    .lineTo(mm(PAGE_MM.width - MARGIN), mm(BAND_TOP - 3))
    .lineWidth(0.5)
    .stroke(ACCENT);
  const textWidth = column.x - MARGIN - 6;
  const contactEnd = drawAgency(doc, agency, MARGIN, BAND_TOP, textWidth);
  const urlTop = Math.max(contactEnd + 3, BAND_TOP + QR_SIZE - 8);
  caps(doc, card.scanProfile, { x: MARGIN, y: urlTop, width: textWidth }, MUTED);
  style(doc, { font: SANS, size: 7, color: INK }).text(card.profileUrl, mm(MARGIN), mm(urlTop + 3), {
    width: mm(textWidth),
    link: card.profileUrl,
  });
  const code = qrCodeOf(card.profileUrl, 'M');
  if (code) drawQrCode(doc, code, column.x, BAND_TOP - 1, QR_SIZE);
}

/** Print-ready pictures (see print-pictures.ts); null where one could not be had: its frame stays empty. */
export type CardPictures = { front: Buffer | null; back: (Buffer | null)[] };

export function drawCompCard(doc: Doc, card: CompCard, agency: Agency, pictures: CardPictures): void {
  drawFront(doc, card, agency, pictures.front);
  drawBack(doc, card, agency, pictures.back);
}

export type PackageCover = {
  title: string;
  date: string;
  count: string;
  /** The shortlist's share link (see features/favorites/share.ts), as a QR code and as text. */
  shareUrl: string;
  shareCaption: string;
};

const SHARE_URL: TextStyle = { font: SANS, size: 5.5, color: MUTED };
/** The shortlist's code is as large as the page leaves room for, within these bounds. */
const SHARE_QR = { largest: 70, smallest: 30 };

/** Low error correction keeps the modules large; the code is left out when the link is too long for one. */
export function drawPackageCover(doc: Doc, cover: PackageCover, agency: Agency): void {
  doc.addPage();
  const margin = 14;
  const width = PAGE_MM.width - 2 * margin;
  caps(doc, agency.name, { x: margin, y: margin, width }, INK, 7.5);
  style(doc, { font: DISPLAY, size: 30, color: INK }).text(cover.title, mm(margin), mm(margin + 12), {
    width: mm(width),
  });
  style(doc, { font: SANS, size: 10, color: INK }).text(cover.date, { width: mm(width) });
  doc.text(cover.count, { width: mm(width) });

  const top = doc.y / PT_PER_MM + 8;
  const agencyTop = PAGE_MM.height - margin - agencyHeight(doc, agency, width);
  const urlHeight = style(doc, SHARE_URL).heightOfString(cover.shareUrl, { width: mm(width) }) / PT_PER_MM;
  const room = agencyTop - 6 - urlHeight - 5 - top;
  const code = qrCodeOf(cover.shareUrl, 'L');
  let captionTop = top;
  if (code && room >= SHARE_QR.smallest) {
    const size = Math.min(room, SHARE_QR.largest);
    drawQrCode(doc, code, margin, top, size);
    captionTop = top + size + 1;
  }
  caps(doc, cover.shareCaption, { x: margin, y: captionTop, width }, MUTED);
  style(doc, SHARE_URL).text(cover.shareUrl, mm(margin), mm(captionTop + 4), {
    width: mm(width),
    link: cover.shareUrl,
  });
  drawAgency(doc, agency, margin, agencyTop, width);
}

/** The package's comparison: the talents as columns, in the shortlist's order (lib/talents/compare-rows.ts). */
export type PackageComparison = {
  title: string;
  names: ComparisonRow;
  /** A print-ready cover per column (COMPARISON_COVER), null where there is none. */
  covers: (Buffer | null)[];
  rows: ComparisonRow[];
};

type ComparisonRow = { label: string; values: string[] };

const A4_LANDSCAPE_MM = { width: 297, height: 210 } as const;
const COMPARISON_MARGIN = 12;
const COMPARISON_LABELS_WIDTH = 34;
/** Columns on one page: past that the table goes on over further pages, the labels repeated. */
const COMPARISON_COLUMNS = 8;
const COMPARISON_COLUMN_WIDTH =
  (A4_LANDSCAPE_MM.width - 2 * COMPARISON_MARGIN - COMPARISON_LABELS_WIDTH) / COMPARISON_COLUMNS;
const CELL_PADDING = 1.5;
export const COMPARISON_COVER: PrintSize = { width: 24, height: 32 };

const COMPARISON_LABEL: TextStyle = { font: SANS_BOLD, size: 8, color: MUTED };
const COMPARISON_NAME: TextStyle = { font: SANS_BOLD, size: 9, color: INK };
const COMPARISON_VALUE: TextStyle = { font: SANS, size: 9, color: INK };

/** One A4 landscape page per eight talents, each a table of the comparison's rows. */
export function drawComparison(doc: Doc, comparison: PackageComparison, agency: Agency): void {
  const cellWidth = mm(COMPARISON_COLUMN_WIDTH - 2 * CELL_PADDING);
  const left = COMPARISON_MARGIN;
  const right = A4_LANDSCAPE_MM.width - COMPARISON_MARGIN;
  const columnX = (column: number) =>
    left + COMPARISON_LABELS_WIDTH + column * COMPARISON_COLUMN_WIDTH + CELL_PADDING;
  const rule = (y: number) =>
    doc.moveTo(mm(left), mm(y)).lineTo(mm(right), mm(y)).lineWidth(0.4).stroke(ACCENT);

  for (let first = 0; first < comparison.names.values.length; first += COMPARISON_COLUMNS) {
    const onPage = <T>(values: readonly T[]) => values.slice(first, first + COMPARISON_COLUMNS);
    const width = right - left;
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 0 });
    caps(doc, agency.name, { x: left, y: COMPARISON_MARGIN, width }, INK, 7.5);
    style(doc, { font: DISPLAY, size: 20, color: INK });
    doc.text(comparison.title, mm(left), mm(COMPARISON_MARGIN + 5), { width: mm(width) });

    let y = doc.y / PT_PER_MM + 4;
    onPage(comparison.covers).forEach((cover, column) => {
      if (cover) {
        doc.image(cover, mm(columnX(column)), mm(y), {
          width: mm(COMPARISON_COVER.width),
          height: mm(COMPARISON_COVER.height),
        });
      }
    });
    y += COMPARISON_COVER.height + 2;

    for (const row of [comparison.names, ...comparison.rows]) {
      const values = onPage(row.values);
      const textStyle = row === comparison.names ? COMPARISON_NAME : COMPARISON_VALUE;
      const heights = values.map(
        (value) => style(doc, textStyle).heightOfString(value, { width: cellWidth }) / PT_PER_MM,
      );
      const height = Math.max(4, ...heights) + 2 * CELL_PADDING;
      style(doc, COMPARISON_LABEL).text(row.label, mm(left), mm(y + CELL_PADDING), {
        width: mm(COMPARISON_LABELS_WIDTH - CELL_PADDING),
      });
      values.forEach((value, column) => {
        style(doc, textStyle).text(value, mm(columnX(column)), mm(y + CELL_PADDING), { width: cellWidth });
      });
      y += height;
      rule(y);
    }
  }
}
