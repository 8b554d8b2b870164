// Small HTTP helpers: JSON answers (gzipped when large), bounded body reading, one error type.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** Thrown by handlers; the server turns it into `{"message": ...}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const MAX_JSON_BYTES = 2 * 1024 * 1024;
/** Bodies above this size are gzipped when the client accepts it (the talent list can be megabytes). */
const GZIP_THRESHOLD_BYTES = 32 * 1024;

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/** A serialised JSON body, with its gzip form computed once when worth it. */
export interface PreparedJson {
  body: Buffer;
  gzipped: Buffer | null;
}

export async function prepareJson(value: unknown): Promise<PreparedJson> {
  const body = Buffer.from(JSON.stringify(value));
  const gzipped = body.length >= GZIP_THRESHOLD_BYTES ? await gzipAsync(body, { level: 4 }) : null;
  return { body, gzipped };
}

export function sendPrepared(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  prepared: PreparedJson,
): void {
  const useGzip = prepared.gzipped !== null && acceptsGzip(req);
  const payload = useGzip && prepared.gzipped ? prepared.gzipped : prepared.body;
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': payload.length,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(useGzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

export async function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  value: unknown,
): Promise<void> {
  sendPrepared(req, res, status, await prepareJson(value));
}

/** Reads the whole body, failing with 413 beyond `limit` bytes. */
export function readBody(req: IncomingMessage, limit = MAX_JSON_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let failed = false;
    req.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        // Keep draining so the client can read the 413 instead of a reset connection.
        reject(new HttpError(413, 'The request body is too large.'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

export function contentTypeOf(req: IncomingMessage): string {
  return (
    String(req.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? ''
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a JSON or url-encoded body into an object. An empty body is `{}`; JSON that is not an object
 * is a 400. (Multipart bodies are handled by the submission store, which streams files to disk.)
 */
export async function readFields(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req);
  if (raw.length === 0) return {};
  const type = contentTypeOf(req);
  if (type === 'application/x-www-form-urlencoded') {
    const fields: Record<string, unknown> = {};
    for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) addField(fields, key, value);
    return fields;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  if (!isRecord(parsed)) throw new HttpError(400, 'The request body must be a JSON object.');
  return parsed;
}

/** Adds a form value; a repeated name becomes a list, as form posts do. */
export function addField(fields: Record<string, unknown>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}
