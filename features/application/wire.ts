import { APPLICATION_NOTICE_VERSION, type FileLike, type PhotoSlot } from './fields';
import type { Application, ApplicationField } from './schema';

// The one place that knows the panel's field names for an application (local-panel README, getScouted),
// so a field is named the same from the browser to the panel.
const TEXT_FIELDS = {
  realName: 'realname',
  nickname: 'nickname',
  email: 'email',
  phone: 'phone',
  secondPhone: 'phone2',
  guardianName: 'guardian',
  birthdate: 'birthdate',
  gender: 'gender',
  instagram: 'instagr',
  tiktok: 'tiktok',
  nationality: 'nationality',
  ethnicity: 'ethnicity',
  height: 'height',
  bust: 'bust',
  waist: 'waist',
  hips: 'hips',
  shoes: 'shoes',
  jeans: 'jeans',
  hairColour: 'hair',
  hairType: 'hair_type',
  hairLength: 'hair_length',
  eyeColour: 'eyes',
  skinTone: 'skin',
  /** The panel takes the video link in its `note` field. */
  videoLink: 'note',
} as const satisfies Partial<Record<ApplicationField, string>>;

/** Sent as JSON: places (country, region, city) as {value, label}, languages as [{id, lang, level}]. */
const JSON_FIELDS = {
  country: 'country',
  state: 'state',
  city: 'basedin',
  languages: 'languages',
} as const satisfies Partial<Record<ApplicationField, string>>;

export const PHOTO_FIELDS = {
  closeUp: 'image_1',
  smiling: 'image_2',
  halfBody: 'image_3',
  fullBody: 'image_4',
} as const satisfies Record<PhotoSlot, string>;

export const VIDEO_FIELD = 'video';
/** The video's length in seconds as the browser read it from the file. */
export const VIDEO_SECONDS_FIELD = 'video_seconds';
const PRIVACY_FIELD = 'privacy';
const PRIVACY_ACCEPTED = 'accepted';
/** The consents given, as "true" or "false", and the version of the notice the applicant was shown. */
const CONSENT_SPECIAL_FIELD = 'consent_special';
const GUARDIAN_CONSENT_FIELD = 'guardian_consent';
const NOTICE_VERSION_FIELD = 'notice_version';
/** Sensitive data (origin, skin): on the wire only with their own consent box ticked. */
const SPECIAL_FIELDS: readonly ApplicationField[] = ['ethnicity', 'skinTone'];
export const LANGUAGE_FIELD = 'language';

/** The panel stores chest apart from bust for men and non-binary talents; applicants give one measure. */
const CHEST_FIELD = 'chest';

/**
 * The application's text fields under the panel's names, in the order a person reads them; ethnicity and
 * skin tone only with their consent. Both the browser's post and the server's entry for the panel.
 */
export function applicationTextFields(application: Application): [string, string][] {
  const fields: [string, string][] = [];
  for (const [key, name] of Object.entries(TEXT_FIELDS) as [keyof typeof TEXT_FIELDS, string][]) {
    if (SPECIAL_FIELDS.includes(key) && !application.consentSpecial) continue;
    fields.push([name, application[key]]);
  }
  if (application.gender !== 'woman') fields.push([CHEST_FIELD, application.bust]);
  for (const [key, name] of Object.entries(JSON_FIELDS) as [keyof typeof JSON_FIELDS, string][]) {
    const value = application[key];
    fields.push([name, value === null ? '' : JSON.stringify(value)]);
  }
  fields.push([PRIVACY_FIELD, application.privacy ? PRIVACY_ACCEPTED : '']);
  fields.push([CONSENT_SPECIAL_FIELD, String(application.consentSpecial)]);
  fields.push([GUARDIAN_CONSENT_FIELD, String(application.guardianConsent)]);
  fields.push([NOTICE_VERSION_FIELD, APPLICATION_NOTICE_VERSION]);
  return fields;
}

/** The application's schema field a panel field name stands for (for errors found on the wire). */
export function applicationFieldOf(panelName: string): ApplicationField | null {
  const all: Record<string, string> = { ...TEXT_FIELDS, ...JSON_FIELDS, ...PHOTO_FIELDS, video: VIDEO_FIELD };
  return (Object.keys(all) as ApplicationField[]).find((key) => all[key] === panelName) ?? null;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: left as text, which the schema then refuses as invalid.
    return text;
  }
}

/** applicationTextFields's inverse plus the files; a missing field reads empty, so the schema names it. */
export function applicationFromWire(
  fields: Record<string, string>,
  files: Partial<Record<PhotoSlot | 'video', FileLike>>,
  videoSeconds: number | null,
): Record<string, unknown> {
  const application: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(TEXT_FIELDS)) application[key] = fields[name] ?? '';
  for (const [key, name] of Object.entries(JSON_FIELDS)) {
    application[key] = parseJson(fields[name]) ?? (key === 'languages' ? [] : null);
  }
  for (const slot of Object.keys(PHOTO_FIELDS) as PhotoSlot[]) application[slot] = files[slot] ?? null;
  application.video = files.video ? { file: files.video, seconds: videoSeconds } : null;
  application.privacy = fields[PRIVACY_FIELD] === PRIVACY_ACCEPTED;
  application.consentSpecial = fields[CONSENT_SPECIAL_FIELD] === 'true';
  application.guardianConsent = fields[GUARDIAN_CONSENT_FIELD] === 'true';
  // Sensitive values sent without their consent (a forged or outdated page) are ignored, never checked.
  if (!application.consentSpecial) for (const key of SPECIAL_FIELDS) application[key] = '';
  application.language = fields[LANGUAGE_FIELD] ?? '';
  return application;
}

function appendFile(form: FormData, name: string, file: FileLike) {
  // In the browser every chosen file is a File; the schema only knows it as FileLike.
  if (file instanceof Blob) form.append(name, file, file.name);
}

/** The browser's multipart post to `POST /api/be-a-model`: the fields, the files and `extra` fields. */
export function applicationFormData(application: Application, extra: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of applicationTextFields(application)) form.append(name, value);
  for (const [slot, name] of Object.entries(PHOTO_FIELDS) as [PhotoSlot, string][]) {
    appendFile(form, name, application[slot]);
  }
  if (application.video) {
    appendFile(form, VIDEO_FIELD, application.video.file);
    if (application.video.seconds !== null) {
      form.append(VIDEO_SECONDS_FIELD, String(application.video.seconds));
    }
  }
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}
