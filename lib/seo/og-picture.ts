import 'server-only';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import sharp from 'sharp';

const DOWNLOAD_TIMEOUT_MS = 5_000;
/** Far above any photograph the panel stores; a bigger answer is not a picture worth waiting for. */
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/**
 * A storage file's bytes, read with Node's own client rather than fetch: Next's patched fetch keeps
 * build-time answers in its data cache (Redis in production), and only the finished card is worth
 * caching. Storage URLs may be on loopback (the local panel in dev and tests).
 */
function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') {
      reject(new Error(`not a web address: ${protocol}`));
      return;
    }
    const onResponse = (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`HTTP ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_PICTURE_BYTES) request.destroy(new Error('picture too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    };
    const request = (protocol === 'https:' ? httpsGet : httpGet)(url, onResponse);
    request.setTimeout(DOWNLOAD_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

/** A storage file's bytes; null when it cannot be had (missing, storage down or slow): cards go without it. */
export async function fetchPicture(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    return await download(url);
  } catch (error) {
    console.error(`[og] ${url}: ${describe(error)}; drawn without it`);
    return null;
  }
}

/**
 * A picture cut to exactly `width`×`height` around its most salient part, as the JPEG data URL a card
 * embeds (Satori reads no WebP; this reads whatever sharp does); null when the bytes are no picture.
 */
export async function fitPicture(
  bytes: Buffer | null,
  width: number,
  height: number,
): Promise<string | null> {
  if (!bytes) return null;
  try {
    const jpeg = await sharp(bytes)
      .rotate()
      .resize(Math.round(width), Math.round(height), { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 85 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  } catch (error) {
    console.error(`[og] a picture sharp cannot read: ${describe(error)}; drawn without it`);
    return null;
  }
}

export async function cardPicture(url: string | null, width: number, height: number): Promise<string | null> {
  return fitPicture(await fetchPicture(url), width, height);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
