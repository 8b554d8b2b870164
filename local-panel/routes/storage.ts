// Public file storage (mounted at /storage): generated images, videos and zips. Long-cached, HEAD and
// single byte ranges supported (browsers seek videos with ranges).

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http';
import type { PanelState } from '../state';
import { ZIP_DIRECTORY, compoDownloadName } from '../zip';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a storage path inside `root`, refusing anything that escapes it or is hidden. */
function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) return null;
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return resolved.startsWith(`${path.resolve(root)}${path.sep}`) ? resolved : null;
}

/** Streams a file with caching headers; `extraHeaders` can add Content-Disposition and the like. */
export async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  absolutePath: string,
  options: { cacheControl: string; contentType?: string; extraHeaders?: Record<string, string> },
): Promise<void> {
  let info;
  try {
    info = await stat(absolutePath);
  } catch {
    throw new HttpError(404, 'File not found.');
  }
  if (!info.isFile()) throw new HttpError(404, 'File not found.');
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    'Content-Type': options.contentType ?? contentTypeFor(absolutePath),
    'Cache-Control': options.cacheControl,
    'Last-Modified': info.mtime.toUTCString(),
    ETag: etag,
    'Accept-Ranges': 'bytes',
    ...options.extraHeaders,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  let start = 0;
  let end = info.size - 1;
  let status = 200;
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (range && info.size > 0) {
    const [, from = '', to = ''] = range;
    if (from === '') {
      start = Math.max(0, info.size - Number(to));
    } else {
      start = Number(from);
      end = to === '' ? end : Math.min(end, Number(to));
    }
    if (start > end || start >= info.size) {
      res.writeHead(416, { 'Content-Range': `bytes */${info.size}` });
      res.end();
      return;
    }
    status = 206;
    headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`;
  }
  headers['Content-Length'] = info.size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  await pipeline(createReadStream(absolutePath, { start, end }), res);
}

export async function handleStorage(
  req: IncomingMessage,
  res: ServerResponse,
  relative: string,
  state: PanelState,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    throw new HttpError(405, `The ${req.method ?? ''} method is not supported for storage.`);
  const absolutePath = resolveInside(state.storageDir, relative);
  if (!absolutePath) throw new HttpError(404, 'File not found.');
  const extraHeaders: Record<string, string> = {
    // Images may be drawn on a canvas or embedded by a page on another origin.
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
  const zipMatch = new RegExp(`^${ZIP_DIRECTORY}/(\\d+)-[0-9a-f]+\\.zip$`).exec(relative);
  if (zipMatch) {
    const talent = state.catalogue.talent(Number(zipMatch[1]));
    extraHeaders['Content-Disposition'] =
      `attachment; filename="${compoDownloadName(talent?.name ?? 'talent')}"`;
  }
  await sendFile(req, res, absolutePath, {
    cacheControl: 'public, max-age=31536000, immutable',
    extraHeaders,
  });
}
