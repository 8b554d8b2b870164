import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import type { ReactElement, ReactNode } from 'react';
import sharp from 'sharp';
import { brandColours, site } from '@/lib/site';
import { SHARE_CARD_SIZE, SHARE_CARD_TYPE } from './sharing';

// Satori draws these: flexbox only, every multi-child box is a flex.

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;
const { ink: INK, paper: PAPER, accent: ACCENT } = brandColours;
const MUTED = '#d9d9d9';
// Each typeface is two fonts (latin, latin-ext) under two names: Satori keeps one font per name and weight.
const DISPLAY = 'Bodoni Moda, Bodoni Moda Ext';
const SANS = 'Inter, Inter Ext';

export const COVER_STRIP = { count: 5, height: 470 } as const;
/** A portrait's 2:3. */
export const PROFILE_COVER = { width: 420, height: HEIGHT } as const;

// WOFF: Satori cannot read @fontsource-variable's WOFF2 (see fonts/README.md). Literal paths from
// process.cwd(), so the build's file tracing copies them into the standalone server.
function loadFonts() {
  const font = async (name: string, file: Promise<Buffer>) => ({
    name,
    data: await file,
    weight: 500 as const,
    style: 'normal' as const,
  });
  return Promise.all([
    font('Bodoni Moda', readFile(path.join(process.cwd(), 'lib/seo/fonts/bodoni-moda-latin-500.woff'))),
    font(
      'Bodoni Moda Ext',
      readFile(path.join(process.cwd(), 'lib/seo/fonts/bodoni-moda-latin-ext-500.woff')),
    ),
    font('Inter', readFile(path.join(process.cwd(), 'lib/seo/fonts/inter-latin-500.woff'))),
    font('Inter Ext', readFile(path.join(process.cwd(), 'lib/seo/fonts/inter-latin-ext-500.woff'))),
  ]);
}

let fonts: ReturnType<typeof loadFonts> | null = null;

function cardFonts() {
  fonts ??= loadFonts().catch((error: unknown) => {
    fonts = null;
    throw error;
  });
  return fonts;
}

/** No Cache-Control of its own, so Next gives it the route's ISR one. */
export async function renderCard(card: ReactElement): Promise<Response> {
  const png = await new ImageResponse(card, { ...SHARE_CARD_SIZE, fonts: await cardFonts() }).arrayBuffer();
  const jpeg = await sharp(Buffer.from(png)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return new Response(new Uint8Array(jpeg), { headers: { 'Content-Type': SHARE_CARD_TYPE } });
}

function shortened(text: string, max: number): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

function frame(...children: ReactNode[]): ReactElement {
  return (
    <div
      style={{
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        position: 'relative',
        background: INK,
        color: PAPER,
        fontFamily: SANS,
      }}
    >
      {children}
    </div>
  );
}

function picture(src: string, width: number, height: number): ReactElement {
  // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>; next/image has no place here
  return <img src={src} width={width} height={height} alt="" style={{ width, height }} />;
}

function signature(color: string): ReactElement {
  return (
    <div style={{ display: 'flex', fontFamily: SANS, fontSize: 22, letterSpacing: 4, color }}>
      {site.name.toUpperCase()}
    </div>
  );
}

/** Darkened towards the foot so white text reads on any picture. */
function backdrop(src: string | null): ReactNode {
  if (!src) return null;
  return (
    <div style={{ position: 'absolute', top: 0, left: 0, width: WIDTH, height: HEIGHT, display: 'flex' }}>
      {picture(src, WIDTH, HEIGHT)}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: WIDTH,
          height: HEIGHT,
          display: 'flex',
          backgroundImage: 'linear-gradient(180deg, rgba(17,17,17,0) 35%, rgba(17,17,17,0.85) 100%)',
        }}
      />
    </div>
  );
}

function foot(title: string, titleSize: number, under: ReactElement): ReactElement {
  return (
    <div
      style={{
        position: 'absolute',
        left: 64,
        right: 64,
        bottom: 56,
        display: 'flex',
        flexDirection: 'column',
        gap: 20,
      }}
    >
      <div style={{ display: 'flex', fontFamily: DISPLAY, fontSize: titleSize, lineHeight: 1.1 }}>
        {title}
      </div>
      {under}
    </div>
  );
}

/** Also every other card's fallback, in no particular language: then a line stands under the name. */
export function agencyCard({
  description,
  picture: src,
}: {
  description: string | null;
  picture: string | null;
}) {
  const under = description ? (
    <div style={{ display: 'flex', fontSize: 28, lineHeight: 1.35, color: MUTED, maxWidth: 980 }}>
      {shortened(description, 140)}
    </div>
  ) : (
    <div style={{ display: 'flex', width: 120, height: 4, background: ACCENT }} />
  );
  return frame(backdrop(src), foot(site.name, 76, under));
}

export function categoryCard({ title, covers }: { title: string; covers: string[] }) {
  if (covers.length === 0) return frame(foot(shortened(title, 28), 104, signature(MUTED)));
  const coverWidth = Math.floor(WIDTH / covers.length);
  return frame(
    <div style={{ display: 'flex', flexDirection: 'column', width: WIDTH, height: HEIGHT }}>
      <div style={{ display: 'flex', width: WIDTH, height: COVER_STRIP.height, overflow: 'hidden' }}>
        {covers.map((src, index) => (
          <div key={index} style={{ display: 'flex', width: coverWidth, height: COVER_STRIP.height }}>
            {picture(src, coverWidth, COVER_STRIP.height)}
          </div>
        ))}
      </div>
      <div
        style={{
          display: 'flex',
          flex: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 64px',
          borderTop: `4px solid ${ACCENT}`,
        }}
      >
        <div style={{ display: 'flex', fontFamily: DISPLAY, fontSize: 64 }}>{shortened(title, 28)}</div>
        {signature(MUTED)}
      </div>
    </div>,
  );
}

export function profileCard({ name, cover }: { name: string; cover: string | null }) {
  return frame(
    cover ? picture(cover, PROFILE_COVER.width, PROFILE_COVER.height) : null,
    <div
      style={{
        display: 'flex',
        flex: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 64px 64px',
        // Satori fails on a style set to undefined: absent, not empty.
        ...(cover ? { borderLeft: `4px solid ${ACCENT}` } : {}),
      }}
    >
      <div style={{ display: 'flex', fontFamily: DISPLAY, fontSize: cover ? 80 : 104, lineHeight: 1.05 }}>
        {shortened(name, 48)}
      </div>
      {signature(MUTED)}
    </div>,
  );
}

export function postCard({ title, picture: src }: { title: string; picture: string | null }) {
  return frame(backdrop(src), foot(shortened(title, 90), 60, signature(PAPER)));
}
