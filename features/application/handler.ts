import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { checkedFields, type RouteInput, type RouteRun } from '@/lib/api/route';
import { botTrapVerdict, FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { FieldErrors, FormErrorKey } from '@/lib/forms/field-errors';
import { sniffFileType } from '@/lib/forms/file-signatures';
import { readMultipart, type MultipartLimits, type UploadedFile } from '@/lib/forms/multipart';
import type { RateLimiter } from '@/lib/forms/rate-limit';
import { formSuccess, limitPerClient } from '@/lib/forms/server';
import { reencodePhoto, type ReencodedPhoto } from './photos';
import { createReference } from './reference';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SLOT_NAMES,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type FileLike,
  type PhotoSlot,
} from './fields';
import { applicationRequestSchema, type ApplicationRequest } from './schema';
import { cleanVideo } from './video-file';
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

/**
 * Applications handled at once per instance: each holds up to 90 MB of upload, decodes photos of up to
 * 65 MP one at a time and runs ffmpeg on its video, so two fit a small box. APPLICATION_CONCURRENCY
 * overrides it.
 */
const DEFAULT_CONCURRENCY = 2;
/** A visitor told "busy" may send again after this; one application takes a few seconds. */
const BUSY_RETRY_SECONDS = 5;

function concurrencyFromEnv(): number {
  const configured = Number(process.env.APPLICATION_CONCURRENCY);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_CONCURRENCY;
}

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

const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/ogg': 'ogv',
};

/** The entry for the panel: the checked fields, the re-encoded photos, the video copied without metadata. */
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
 * The run of the be-a-model application route (multipart): at most APPLICATION_CONCURRENCY at once (503
 * busy), per-address rate limit (429), the body read as it streams with limits (413, malformed: 400),
 * bot traps, file kinds from their bytes (415), the video copied without metadata and its length read
 * from it (415 when ffmpeg cannot read it, 503 when ffmpeg fails), the browser's schema (422), photos
 * re-encoded without metadata (415 when unreadable, 413 past the pixel bound), then the panel (502 when
 * it fails, so the browser keeps everything). Answers the receipt reference on success. Never a 500.
 * The `language` field names the language of the refusals' messages.
 */
export function createApplicationHandler({
  rateLimiter,
  forward,
  reencode = reencodePhoto,
  newReference = createReference,
}: ApplicationDependencies): RouteRun {
  const handle = async (request: Request, { name, nameLocale }: RouteInput<undefined, undefined>) => {
    await limitPerClient(rateLimiter, name, request);

    const body = await readMultipart(request, APPLICATION_UPLOAD_LIMITS);
    if (!body.ok && body.failure === 'malformed') throw new ApiError('invalid_request');
    if (!body.ok) {
      const field = body.field === null ? null : applicationFieldOf(body.field);
      const errors: FieldErrors = field && body.field ? { [field]: tooLargeKey(body.field) } : {};
      throw new ApiError('too_large', { errors });
    }
    nameLocale(body.fields[LANGUAGE_FIELD]);

    const verdict = botTrapVerdict({
      [HONEYPOT_FIELD]: body.fields[HONEYPOT_FIELD],
      [FILL_TIME_FIELD]: Number(body.fields[FILL_TIME_FIELD]),
    });
    if (verdict === 'honeypot') return formSuccess(newReference());
    if (verdict === 'too_fast') throw new ApiError('too_fast');

    const { uploads, refused } = sniffUploads(body.files);
    if (Object.keys(refused).length > 0) throw new ApiError('unsupported_file', { errors: refused });

    // The length comes from the file; the browser's reading (VIDEO_SECONDS_FIELD) is not trusted.
    let seconds: number | null = null;
    if (uploads.video) {
      const video = await cleanVideo(uploads.video.bytes, uploads.video.type);
      if (!video.ok && video.problem === 'unavailable') throw new ApiError('video_unavailable');
      if (!video.ok) throw new ApiError('unsupported_file', { errors: { video: 'videoUnreadable' } });
      uploads.video = { ...uploads.video, size: video.bytes.length, bytes: video.bytes };
      seconds = video.seconds;
    }
    const application = checkedFields(
      applicationRequestSchema,
      applicationFromWire(body.fields, uploads, seconds),
    );

    // One at a time: each decoded photo may take a few hundred MB.
    const photos: [PhotoSlot, Buffer][] = [];
    for (const slot of PHOTO_SLOT_NAMES) {
      const result = await reencode(uploads[slot]?.bytes ?? Buffer.alloc(0));
      if (!result.ok) {
        const failure = result.problem === 'photoTooLarge' ? 'too_large' : 'unsupported_file';
        throw new ApiError(failure, { errors: { [slot]: result.problem } });
      }
      photos.push([slot, result.bytes]);
    }

    const reference = newReference();
    try {
      await forward(panelForm(application, photos, uploads.video, seconds, reference));
    } catch (error) {
      console.error(`[${name}] the panel did not take application ${reference}: ${String(error)}`);
      throw new ApiError('panel_unavailable', {}, { cause: error });
    }
    return formSuccess(reference);
  };

  const concurrency = concurrencyFromEnv();
  // No semaphore library among the dependencies, and refusing (not queueing) needs only a counter.
  let running = 0;
  return async (request, input) => {
    // Taken before the body is read, so a refused upload costs nothing; it also bounds ffmpeg and sharp.
    if (running >= concurrency) throw new ApiError('busy', { retryAfterSeconds: BUSY_RETRY_SECONDS });
    running += 1;
    try {
      return await handle(request, input);
    } finally {
      running -= 1;
    }
  };
}
