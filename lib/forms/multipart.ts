import 'server-only';
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export type MultipartLimits = {
  maxBodyBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** Each file field's size cap; a file under any other name is refused. */
  files: Readonly<Record<string, number>>;
};

export type UploadedFile = { filename: string; declaredType: string; bytes: Buffer };

type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile> };

export type MultipartFailure =
  | { ok: false; failure: 'malformed' }
  /** `field` null: the body as a whole has too much or too many parts. */
  | { ok: false; failure: 'too_large'; field: string | null }
  /** The body stopped coming: the client went away, or whatever watches the stream cut it off (`cause`). */
  | { ok: false; failure: 'interrupted'; cause: unknown };

export type MultipartResult = ({ ok: true } & MultipartForm) | MultipartFailure;

const MALFORMED = { ok: false, failure: 'malformed' } as const;
const tooLarge = (field: string | null) => ({ ok: false, failure: 'too_large', field }) as const;

// Stops at the first limit crossed instead of buffering whatever a client sends. Files stay in memory: the
// caps bound them, and photos must be whole to be re-encoded anyway.
export function readMultipart(request: Request, limits: MultipartLimits): Promise<MultipartResult> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) return Promise.resolve(MALFORMED);
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxBodyBytes) {
    return Promise.resolve(tooLarge(null));
  }
  const parser = multipartParser(contentType, limits);
  if (!parser) return Promise.resolve(MALFORMED);
  const body = request.body;

  return new Promise<MultipartResult>((resolve) => {
    // The DOM and Node typings describe the same WHATWG stream.
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    let settled = false;
    let received = 0;
    // A refused body ends its parser here: busboy errors every stream of an unfinished form, and each of
    // them has a listener, so nothing is left to throw.
    const settle = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      if (!result.ok) {
        source.unpipe(parser);
        source.destroy();
        parser.destroy();
      }
      resolve(result);
    };

    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    // Names are taken as each part starts: `files` only gets its entry once a part's bytes have all come,
    // and busboy starts the next part before that when both arrive in one chunk.
    const fileNames = new Set<string>();

    source.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) settle(tooLarge(null));
    });
    source.on('error', (cause) => settle({ ok: false, failure: 'interrupted', cause }));

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) settle(tooLarge(name));
      else if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => settle(MALFORMED));
      const cap = limits.files[name];
      if (cap === undefined || fileNames.has(name)) {
        stream.resume();
        settle(MALFORMED);
        return;
      }
      fileNames.add(name);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > cap) settle(tooLarge(name));
        else chunks.push(chunk);
      });
      stream.on('limit', () => settle(tooLarge(name)));
      stream.on('end', () => {
        // A file input left empty arrives as a part with no name and no bytes: no file.
        if (size === 0 && !info.filename) return;
        files[name] = {
          filename: info.filename ?? '',
          declaredType: info.mimeType,
          bytes: Buffer.concat(chunks),
        };
      });
    });
    parser.on('fieldsLimit', () => settle(tooLarge(null)));
    parser.on('filesLimit', () => settle(tooLarge(null)));
    parser.on('partsLimit', () => settle(tooLarge(null)));
    parser.on('error', () => settle(MALFORMED));
    parser.on('close', () => settle({ ok: true, fields, files }));

    source.pipe(parser);
  });
}

/** Null when busboy refuses the headers (no boundary). */
function multipartParser(contentType: string, limits: MultipartLimits): busboy.Busboy | null {
  const fileCaps = Object.values(limits.files);
  // One more, so a repeated file part is refused as malformed; at the count busboy drops it as too_large.
  const fileParts = fileCaps.length + 1;
  try {
    return busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        files: fileParts,
        fileSize: Math.max(0, ...fileCaps) + 1,
        parts: limits.maxFields + fileParts,
      },
    });
  } catch {
    return null;
  }
}
