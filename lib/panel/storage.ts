import 'server-only';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { panelEnv } from './env';
import { errorMessage } from './errors';

// Only files under the configured storage base are fetched, never through a redirect, which could lead anywhere.

/** To start answering; a streamed body then goes at the visitor's pace. */
const STORAGE_ANSWER_TIMEOUT_MS = 15_000;
const PICTURE_TIMEOUT_MS = 5_000;
const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

export function isStorageFile(candidate: string): boolean {
  if (!URL.canParse(candidate)) return false;
  const url = new URL(candidate);
  const storage = new URL(`${panelEnv.storageUrl}/`);
  return url.origin === storage.origin && url.pathname.startsWith(storage.pathname);
}

export async function openStorageFile(url: string): Promise<Response | null> {
  if (!isStorageFile(url)) {
    console.error(`[storage] refused a URL outside the storage host: ${url}`);
    return null;
  }
  // A timer rather than AbortSignal.timeout, which would also cut a slow visitor's streaming download.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), STORAGE_ANSWER_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: 'error', cache: 'no-store' });
    if (response.ok && response.body) return response;
    await response.body?.cancel();
    console.error(`[storage] storage answered ${response.status} for ${url}`);
  } catch (error) {
    console.error(`[storage] storage unreachable for ${url}: ${errorMessage(error)}`);
  } finally {
    clearTimeout(timer);
  }
  return null;
}

// Node's own client rather than fetch, whose Next patch would keep build-time answers in the data cache,
// where only the drawing made from them is worth keeping.
export async function readStoragePicture(url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  if (!isStorageFile(url)) {
    console.error(`[storage] refused a URL outside the storage host: ${url}`);
    return null;
  }
  try {
    return await download(url);
  } catch (error) {
    console.error(`[storage] ${url}: ${errorMessage(error)}; drawn without it`);
    return null;
  }
}

function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
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
    const request = (new URL(url).protocol === 'https:' ? httpsGet : httpGet)(url, onResponse);
    request.setTimeout(PICTURE_TIMEOUT_MS, () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}
