import 'server-only';
import pLimit from 'p-limit';
import { ApiError } from '@/lib/api/errors';
import { checkedFields } from '@/lib/api/route';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import type { FieldErrors, FormErrorKey } from '@/lib/api/field-errors';
import { sniffFileType } from '@/lib/forms/file-signatures';
import { formRoute, type FormBody } from '@/lib/forms/form-route';
import {
  readMultipart,
  type MultipartFailure,
  type MultipartLimits,
  type UploadedFile,
} from '@/lib/forms/multipart';
import type { FormLimiters } from '@/lib/forms/rate-limit';
import { REFERENCE_FIELD, type ReferencedForm } from '@/lib/forms/reference';
import { sentDigest } from '@/lib/forms/sent-references';
import { clientAddress } from '@/lib/forms/server';
import { createUploadSlots, UploadCut, type UploadPace } from '@/lib/server/upload-slots';
import { PHOTO_SLOT_NAMES, type PhotoSlot } from '../model/field-table';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type FileLike,
} from '../model/file-rules';
import { applicationRequestSchema, type ApplicationRequest } from '../model/schema';
import {
  applicationFieldOf,
  applicationFromWire,
  applicationTextFields,
  LANGUAGE_FIELD,
  PHOTO_FIELDS,
  VIDEO_FIELD,
  VIDEO_SECONDS_FIELD,
} from '../model/wire';
import { cleanVideo } from './clean-video';
import { checkedListedFields, type ApplicationLists } from './listed-values';
import { reencodePhoto, type ReencodedPhoto } from './reencode-photo';

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

// The floor is far below a phone on a poor 3G uplink, even after a stall at the start, while a drip is cut
// within a minute; a body slower than the fair share gives its slot up only to a newcomer.
export const APPLICATION_UPLOAD_PACE: UploadPace = {
  minBytesPerSecond: 8 * 1024,
  graceMs: 40_000,
  deadlineMs: 20 * 60_000,
  fairShare: { bytesPerSecond: 32 * 1024, afterMs: 10_000 },
};

/** Each body is held in memory. APPLICATION_UPLOADS overrides it. */
const DEFAULT_UPLOADS = 6;
// Each check decodes large photos and runs ffmpeg. APPLICATION_CONCURRENCY overrides it.
const DEFAULT_CONCURRENCY = 2;
// An open casting's applicants share one wifi's address, one upload each, and a visitor may send again
// while the first send is still being answered.
const UPLOADS_PER_CLIENT = 2;
/** A visitor told "busy", or that their address has its uploads running, may send again after this. */
const BUSY_RETRY_SECONDS = 5;
/** A body cut off as too slow is sent again at once: a stall is often over by then. */
const TOO_SLOW_RETRY_SECONDS = 2;

function countFromEnv(name: string, fallback: number): number {
  const configured = Number(process.env[name]);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
}

type ApplicationDependencies = {
  limits?: FormLimiters;
  /** Hands the entry to the panel, the reference as its idempotency key; throws when it fails. */
  forward: (form: FormData, reference: string) => Promise<unknown>;
  /** The lists the form offers, which the listed fields' values must come from. */
  lists: ApplicationLists;
  reencode?: (bytes: Buffer) => Promise<ReencodedPhoto>;
  newReference?: (form: ReferencedForm) => string;
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

// 415 for an unreadable video or photo, 503 when ffmpeg fails, 422 against the schema or the server's lists,
// 413 past the pixel bound. Photos are re-encoded and the video copied, both without metadata.
async function checkedApplication(
  fields: Record<string, string>,
  uploads: Partial<Record<PhotoSlot | 'video', Upload>>,
  { reencode, lists }: { reencode: (bytes: Buffer) => Promise<ReencodedPhoto>; lists: ApplicationLists },
) {
  // The length comes from the file; the browser's reading (VIDEO_SECONDS_FIELD) is not trusted.
  let video = uploads.video;
  let seconds: number | null = null;
  if (video) {
    const cleaned = await cleanVideo(video.bytes, video.type);
    if (!cleaned.ok && cleaned.problem === 'unavailable') throw new ApiError('video_unavailable');
    if (!cleaned.ok) throw new ApiError('unsupported_file', { errors: { video: 'videoUnreadable' } });
    video = { ...video, size: cleaned.bytes.length, bytes: cleaned.bytes };
    seconds = cleaned.seconds;
  }
  const application = await checkedListedFields(
    checkedFields(applicationRequestSchema, applicationFromWire(fields, { ...uploads, video }, seconds)),
    lists,
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
  return { application, photos, video, seconds };
}

type ReceivedApplication = {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
};

/** A body cut off (or left) before its end is logged in one line. */
function refusalOf(failure: MultipartFailure): ApiError {
  if (failure.failure === 'malformed') return new ApiError('invalid_request');
  if (failure.failure === 'interrupted' && failure.cause instanceof UploadCut) {
    console.warn(`[be-a-model] upload stopped: ${failure.cause.message}`);
    return new ApiError('upload_too_slow', { retryAfterSeconds: TOO_SLOW_RETRY_SECONDS });
  }
  if (failure.failure === 'interrupted') {
    console.warn('[be-a-model] upload stopped: the client went away');
    return new ApiError('invalid_request');
  }
  console.warn(`[be-a-model] upload stopped: too large (${failure.field ?? 'the body as a whole'})`);
  const field = failure.field === null ? null : applicationFieldOf(failure.field);
  const errors: FieldErrors = field && failure.field ? { [field]: tooLargeKey(failure.field) } : {};
  return new ApiError('too_large', { errors });
}

// The receipt reference is the browser's, the same across its retries, so the panel can tell a resend
// from a new application.
const applicationBody: FormBody<ReceivedApplication> = {
  kind: 'multipart',
  async receive(request) {
    const body = await readMultipart(request, APPLICATION_UPLOAD_LIMITS);
    if (!body.ok) throw refusalOf(body);
    return {
      body: { fields: body.fields, files: body.files },
      locale: body.fields[LANGUAGE_FIELD],
      botTraps: {
        [HONEYPOT_FIELD]: body.fields[HONEYPOT_FIELD],
        [FILL_TIME_FIELD]: Number(body.fields[FILL_TIME_FIELD]),
      },
      sentReference: body.fields[REFERENCE_FIELD],
      digest: sentDigest(body.fields, body.files),
    };
  },
};

// See lib/forms/form-route.ts for what every form gets; uploads are bounded by APPLICATION_UPLOADS (503)
// and UPLOADS_PER_CLIENT (429), checks by APPLICATION_CONCURRENCY.
export function createApplicationRoute({
  limits,
  forward,
  lists,
  reencode = reencodePhoto,
  newReference,
}: ApplicationDependencies) {
  // Its line is bounded by `receiving` below.
  const checkingTurns = pLimit(countFromEnv('APPLICATION_CONCURRENCY', DEFAULT_CONCURRENCY));
  // The pace frees a slot from a slow body, and a body has arrived whole before it waits for a turn at
  // the checks.
  const receiving = createUploadSlots(
    { atOnce: countFromEnv('APPLICATION_UPLOADS', DEFAULT_UPLOADS), perClient: UPLOADS_PER_CLIENT },
    APPLICATION_UPLOAD_PACE,
    {
      busy: () => new ApiError('busy', { retryAfterSeconds: BUSY_RETRY_SECONDS }),
      clientBusy: () => new ApiError('rate_limited', { retryAfterSeconds: BUSY_RETRY_SECONDS }),
    },
  );

  return formRoute({
    name: 'be-a-model',
    body: applicationBody,
    async check({ body: { fields, files }, reference }) {
      const { uploads, refused } = sniffUploads(files);
      if (Object.keys(refused).length > 0) throw new ApiError('unsupported_file', { errors: refused });
      const { application, photos, video, seconds } = await checkingTurns(() =>
        checkedApplication(fields, uploads, { reencode, lists }),
      );
      return panelForm(application, photos, video, seconds, reference);
    },
    forward,
    limits,
    newReference,
    around: (request, post) => receiving(clientAddress(request.headers), request, post),
  });
}
