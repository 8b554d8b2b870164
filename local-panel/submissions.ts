// Durable storage of every form the panel receives: <dataDir>/submissions/<id>/submission.json plus the
// uploaded files. Each submission is assembled in a hidden directory, fsynced and renamed into place, so
// a crash never leaves half a submission and nothing acknowledged is lost.

import busboy from 'busboy';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { HttpError, addField, contentTypeOf, readFields } from './http';

export const UPLOAD_LIMITS = {
  files: 12,
  fileBytes: 60 * 1024 * 1024,
  fields: 300,
  fieldBytes: 1024 * 1024,
} as const;

export interface StoredFile {
  field: string;
  filename: string;
  size: number;
  contentType: string;
  /** URL path on the local panel that streams the file back. */
  path: string;
  /** File name inside the submission's directory. */
  storedAs: string;
}

export interface Submission {
  id: string;
  kind: string;
  receivedAt: string;
  /** The request's `Idempotency-Key`: a later request of the same kind and key is this submission. */
  idempotencyKey?: string;
  fields: Record<string, unknown>;
  files: StoredFile[];
}

const SUBMISSION_FILE = 'submission.json';
const INCOMING_PREFIX = '.incoming-';

/** Sortable, URL-safe id: UTC timestamp plus randomness. */
function newSubmissionId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '').replace('T', 't').replace('Z', 'z');
  return `${stamp}-${randomBytes(4).toString('hex')}`;
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || 'file';
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** URL path of a stored file; repeated fields are told apart by `?index=`. */
function filePathFor(id: string, field: string, sameFieldBefore: number): string {
  const base = `/__control/submissions/${encodeURIComponent(id)}/files/${encodeURIComponent(field)}`;
  return sameFieldBefore === 0 ? base : `${base}?index=${sameFieldBefore}`;
}

const keyOf = (kind: string, idempotencyKey: string) => `${kind} ${idempotencyKey}`;

export class SubmissionStore {
  private readonly submissions = new Map<string, Submission>();
  /** By kind and idempotency key: stored submissions, and those still being received. */
  private readonly byKey = new Map<string, Promise<Submission>>();

  constructor(private readonly directory: string) {}

  /** Loads what earlier runs stored, and clears half-received leftovers of a crash. */
  async load(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    for (const entry of await readdir(this.directory, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const entryPath = path.join(this.directory, entry.name);
      if (entry.name.startsWith(INCOMING_PREFIX)) {
        await rm(entryPath, { recursive: true, force: true });
        continue;
      }
      try {
        const submission = JSON.parse(
          await readFile(path.join(entryPath, SUBMISSION_FILE), 'utf8'),
        ) as Submission;
        if (submission.id !== entry.name) continue;
        this.submissions.set(submission.id, submission);
        if (submission.idempotencyKey !== undefined) {
          this.byKey.set(keyOf(submission.kind, submission.idempotencyKey), Promise.resolve(submission));
        }
      } catch {
        // Not a submission directory; leave it alone.
      }
    }
  }

  /** Newest first. */
  list(): Submission[] {
    return [...this.submissions.values()].sort((a, b) =>
      a.receivedAt === b.receivedAt ? b.id.localeCompare(a.id) : b.receivedAt.localeCompare(a.receivedAt),
    );
  }

  get(id: string): Submission | null {
    return this.submissions.get(id) ?? null;
  }

  /** The file of a submission's field (`index` picks among repeated fields), or null. */
  file(id: string, field: string, index = 0): { file: StoredFile; absolutePath: string } | null {
    const submission = this.submissions.get(id);
    const file = submission?.files.filter((candidate) => candidate.field === field)[index];
    if (!submission || !file) return null;
    return { file, absolutePath: path.join(this.directory, submission.id, file.storedAs) };
  }

  /**
   * Reads a JSON, url-encoded or multipart request and stores it durably; with an idempotency key already
   * stored (or being stored) for this kind, reads the request to its end and answers that submission.
   */
  async receive(req: IncomingMessage, kind: string, idempotencyKey?: string): Promise<Submission> {
    if (idempotencyKey === undefined) return this.store(req, kind);
    const key = keyOf(kind, idempotencyKey);
    const earlier = this.byKey.get(key);
    if (earlier) {
      try {
        const submission = await earlier;
        req.resume();
        if (!req.readableEnded) await once(req, 'end');
        return submission;
      } catch {
        // The first request with this key was not stored: this one is.
      }
    }
    const storing = this.store(req, kind, idempotencyKey);
    this.byKey.set(key, storing);
    storing.catch(() => {
      if (this.byKey.get(key) === storing) this.byKey.delete(key);
    });
    return storing;
  }

  private async store(req: IncomingMessage, kind: string, idempotencyKey?: string): Promise<Submission> {
    const now = new Date();
    const id = newSubmissionId(now);
    const incoming = path.join(this.directory, `${INCOMING_PREFIX}${id}`);
    await mkdir(incoming, { recursive: true });
    try {
      const { fields, files } =
        contentTypeOf(req) === 'multipart/form-data'
          ? await this.readMultipart(req, incoming)
          : { fields: await readFields(req), files: [] };
      const counts = new Map<string, number>();
      const submission: Submission = {
        id,
        kind,
        receivedAt: now.toISOString(),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
        fields,
        files: files.map((file) => {
          const before = counts.get(file.field) ?? 0;
          counts.set(file.field, before + 1);
          return { ...file, path: filePathFor(id, file.field, before) };
        }),
      };
      await writeFile(path.join(incoming, SUBMISSION_FILE), JSON.stringify(submission, null, 2), {
        flush: true,
      });
      await fsyncPath(incoming);
      await rename(incoming, path.join(this.directory, id));
      await fsyncPath(this.directory);
      this.submissions.set(id, submission);
      return submission;
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      throw error;
    }
  }

  private readMultipart(
    req: IncomingMessage,
    directory: string,
  ): Promise<{ fields: Record<string, unknown>; files: Omit<StoredFile, 'path'>[] }> {
    return new Promise((resolve, reject) => {
      const fields: Record<string, unknown> = {};
      const files: Omit<StoredFile, 'path'>[] = [];
      const writes: Promise<void>[] = [];
      let tooLarge: string | null = null;
      let writeError: Error | null = null;
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            files: UPLOAD_LIMITS.files,
            fileSize: UPLOAD_LIMITS.fileBytes,
            fields: UPLOAD_LIMITS.fields,
            fieldSize: UPLOAD_LIMITS.fieldBytes,
          },
        });
      } catch {
        reject(new HttpError(400, 'The multipart body is malformed.'));
        return;
      }
      parser.on('field', (name: string, value: string, info: busboy.FieldInfo) => {
        if (info.valueTruncated)
          tooLarge = `The field ${name} is larger than ${UPLOAD_LIMITS.fieldBytes} bytes.`;
        addField(fields, name, value);
      });
      parser.on(
        'file',
        (field: string, stream: NodeJS.ReadableStream & { truncated?: boolean }, info: busboy.FileInfo) => {
          const index = files.length + 1;
          const extension = path
            .extname(info.filename || '')
            .toLowerCase()
            .replace(/[^.a-z0-9]/g, '')
            .slice(0, 8);
          const storedAs = `${String(index).padStart(2, '0')}-${safeName(field)}${extension}`;
          const entry: Omit<StoredFile, 'path'> = {
            field,
            filename: info.filename || storedAs,
            size: 0,
            contentType: info.mimeType || 'application/octet-stream',
            storedAs,
          };
          files.push(entry);
          stream.on('data', (chunk: Buffer) => {
            entry.size += chunk.length;
          });
          stream.on('limit', () => {
            tooLarge = `The file ${field} is larger than ${UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB.`;
          });
          // Caught here: a write that fails after the request already failed must not go unhandled.
          writes.push(
            pipeline(stream, createWriteStream(path.join(directory, storedAs), { flush: true })).catch(
              (error: unknown) => {
                writeError ??= error instanceof Error ? error : new Error(String(error));
              },
            ),
          );
        },
      );
      parser.on('filesLimit', () => {
        tooLarge = `No more than ${UPLOAD_LIMITS.files} files are accepted.`;
      });
      parser.on('fieldsLimit', () => {
        tooLarge = `No more than ${UPLOAD_LIMITS.fields} fields are accepted.`;
      });
      parser.on('error', () => reject(new HttpError(400, 'The multipart body is malformed.')));
      parser.on('close', () => {
        void Promise.all(writes).then(() => {
          if (tooLarge) reject(new HttpError(413, tooLarge));
          else if (writeError) reject(writeError);
          else resolve({ fields, files });
        });
      });
      req.on('error', (error) => reject(error));
      req.pipe(parser);
    });
  }
}
