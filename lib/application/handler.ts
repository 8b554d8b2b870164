import 'server-only';
import { botTrapVerdict, FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { fieldErrorsFrom, type FieldErrors, type FormErrorKey } from '@/lib/forms/field-errors';
import { sniffFileType } from '@/lib/forms/file-signatures';
import { readMultipart, type MultipartLimits, type UploadedFile } from '@/lib/forms/multipart';
import type { RateLimiter } from '@/lib/forms/rate-limit';
import { clientAddress, formFailure, formSuccess } from '@/lib/forms/server';
import { reencodePhoto, type ReencodedPhoto } from './photos';
import { createReference } from './reference';
import {
  applicationRequestSchema,
  PHOTO_MAX_BYTES,
  PHOTO_SLOT_NAMES,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type ApplicationRequest,
  type FileLike,
  type PhotoSlot,
} from './schema';
import { mp4DurationSeconds } from './video';
import {
  applicationFieldOf,
  applicationFromWire,
  applicationTextFields,
  LANGUAGE_FIELD,
  PHOTO_FIELDS,
  REFERENCE_FIELD,
  VIDEO_FIELD,
  VIDEO_SECONDS_FIELD,
} from './wire';

/** Every file at its cap plus the text fields; 60 parts is three times what the form sends. */
export const APPLICATION_UPLOAD_LIMITS: MultipartLimits = {
  maxBodyBytes: 4 * PHOTO_MAX_BYTES + VIDEO_MAX_BYTES + 1024 * 1024,
  maxFields: 60,
  maxFieldBytes: 16 * 1024,
  files: {
    ...Object.fromEntries(Object.values(PHOTO_FIELDS).map((name) => [name, PHOTO_MAX_BYTES])),
    [VIDEO_FIELD]: VIDEO_MAX_BYTES,
  },
};

type ApplicationDependencies = {
  rateLimiter: RateLimiter;
  /** Hands the multipart entry to the panel (`sendEntry('getScouted', form)`); throws when it fails. */
  forward: (form: FormData) => Promise<unknown>;
  reencode?: (bytes: Buffer) => Promise<ReencodedPhoto>;
  newReference?: () => string;
};

type Upload = FileLike & { bytes: Buffer };

const tooLargeKey = (field: string): FormErrorKey =>
  field === VIDEO_FIELD ? 'videoTooLarge' : field.startsWith('image_') ? 'photoTooLarge' : 'tooLong';

type FileKind = {
  slot: PhotoSlot | 'video';
  name: string;
  accepted: readonly string[];
  refused: FormErrorKey;
};

const FILE_KINDS: FileKind[] = [
  ...PHOTO_SLOT_NAMES.map((slot): FileKind => ({
    slot,
    name: PHOTO_FIELDS[slot],
    accepted: PHOTO_TYPES,
    refused: 'photoType',
  })),
  { slot: 'video', name: VIDEO_FIELD, accepted: VIDEO_TYPES, refused: 'videoType' },
];

/** The uploads by schema field, typed by their bytes; and the files whose bytes are of no accepted kind. */
function sniffUploads(files: Record<string, UploadedFile>) {
  const uploads: Partial<Record<PhotoSlot | 'video', Upload>> = {};
  const refused: FieldErrors = {};
  for (const kind of FILE_KINDS) {
    const file = files[kind.name];
    if (!file) continue;
    const type = sniffFileType(file.bytes);
    if (type === null || !kind.accepted.includes(type)) refused[kind.slot] = kind.refused;
    else uploads[kind.slot] = { name: file.filename, type, size: file.bytes.length, bytes: file.bytes };
  }
  return { uploads, refused };
}

/** The video's length: what an MP4 or QuickTime file declares, else what the browser read. */
function videoSeconds(video: Upload | undefined, fromBrowser: string | undefined): number | null {
  if (!video) return null;
  const declared =
    video.type === 'video/mp4' || video.type === 'video/quicktime' ? mp4DurationSeconds(video.bytes) : null;
  if (declared !== null) return declared;
  const read = Number(fromBrowser);
  return fromBrowser && Number.isFinite(read) ? read : null;
}

const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
};

/** The entry for the panel: the checked fields, the re-encoded photos, the video as sent. */
function panelForm(
  application: ApplicationRequest,
  photos: [PhotoSlot, Buffer][],
  video: Upload | undefined,
  seconds: number | null,
  reference: string,
): FormData {
  const form = new FormData();
  for (const [name, value] of applicationTextFields(application)) form.set(name, value);
  form.set(LANGUAGE_FIELD, application.language);
  form.set(REFERENCE_FIELD, reference);
  for (const [slot, bytes] of photos) {
    const name = PHOTO_FIELDS[slot];
    form.set(name, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${name}.jpg`);
  }
  if (video) {
    form.set(
      VIDEO_FIELD,
      new Blob([new Uint8Array(video.bytes)], { type: video.type }),
      `video.${VIDEO_EXTENSIONS[video.type] ?? 'mp4'}`,
    );
    if (seconds !== null) form.set(VIDEO_SECONDS_FIELD, String(Math.round(seconds * 10) / 10));
  }
  return form;
}

/**
 * POST handler of the be-a-model application (multipart): per-address rate limit (429), the body read
 * as it streams with limits (413, malformed: 400), bot traps, file kinds from their bytes (415), the
 * browser's schema (422), photos re-encoded without metadata (415 when unreadable, 413 past the pixel
 * bound), then the panel (502 when it fails, so the browser keeps everything). Answers the receipt
 * reference on success. Never a 500.
 */
export function createApplicationHandler({
  rateLimiter,
  forward,
  reencode = reencodePhoto,
  newReference = createReference,
}: ApplicationDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    const limit = await rateLimiter.hit(`be-a-model:${clientAddress(request.headers)}`);
    if (!limit.allowed)
      return formFailure({ error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds });

    const body = await readMultipart(request, APPLICATION_UPLOAD_LIMITS);
    if (!body.ok && body.failure === 'malformed') return formFailure({ error: 'invalid_request' });
    if (!body.ok) {
      const field = body.field === null ? null : applicationFieldOf(body.field);
      const errors: FieldErrors = field && body.field ? { [field]: tooLargeKey(body.field) } : {};
      return formFailure({ error: 'too_large', errors });
    }

    const verdict = botTrapVerdict({
      [HONEYPOT_FIELD]: body.fields[HONEYPOT_FIELD],
      [FILL_TIME_FIELD]: Number(body.fields[FILL_TIME_FIELD]),
    });
    if (verdict === 'honeypot') return formSuccess(newReference());
    if (verdict === 'too_fast') return formFailure({ error: 'too_fast' });

    const { uploads, refused } = sniffUploads(body.files);
    if (Object.keys(refused).length > 0) return formFailure({ error: 'unsupported_file', errors: refused });

    const seconds = videoSeconds(uploads.video, body.fields[VIDEO_SECONDS_FIELD]);
    const parsed = applicationRequestSchema.safeParse(applicationFromWire(body.fields, uploads, seconds));
    if (!parsed.success)
      return formFailure({ error: 'invalid_fields', errors: fieldErrorsFrom(parsed.error) });

    // One at a time: each decoded photo may take a few hundred MB.
    const photos: [PhotoSlot, Buffer][] = [];
    for (const slot of PHOTO_SLOT_NAMES) {
      const result = await reencode(uploads[slot]?.bytes ?? Buffer.alloc(0));
      if (!result.ok) {
        const failure = result.problem === 'photoTooLarge' ? 'too_large' : 'unsupported_file';
        return formFailure({ error: failure, errors: { [slot]: result.problem } });
      }
      photos.push([slot, result.bytes]);
    }

    const reference = newReference();
    try {
      await forward(panelForm(parsed.data, photos, uploads.video, seconds, reference));
    } catch (error) {
      console.error(`[be-a-model] the panel did not take application ${reference}: ${String(error)}`);
      return formFailure({ error: 'panel_unavailable' });
    }
    return formSuccess(reference);
  };
}
