// The application under the panel's field names (field-table.ts), the same from the browser to the panel.
import {
  APPLICATION_FIELDS,
  FIELD_ROWS,
  PHOTO_SLOT_NAMES,
  rowsOf,
  type ApplicationField,
  type PhotoSlot,
} from './field-table';
import type { FileLike } from './file-rules';
import type { Application } from './schema';

// The notice's version recorded with each application (notices/application-notice.tsx): a new one
// whenever its default text changes.
export const APPLICATION_NOTICE_VERSION = '2026-11';
const NOTICE_VERSION_FIELD = 'notice_version';
/** The video's length in seconds as the browser read it from the file. */
export const VIDEO_SECONDS_FIELD = 'video_seconds';
export const LANGUAGE_FIELD = 'language';
/** The panel stores chest apart from bust for men and non-binary talents; applicants give one measure. */
const CHEST_FIELD = 'chest';

const TEXT_ROWS = rowsOf('text');
const JSON_ROWS = rowsOf('json');
const BOX_ROWS = rowsOf('box');

export const PHOTO_FIELDS = Object.fromEntries(
  rowsOf('photo').map(([slot, row]) => [slot, row.panel]),
) as Record<PhotoSlot, string>;
export const VIDEO_FIELD = APPLICATION_FIELDS.video.panel;

// The text fields under the panel's names, in reading order, sensitive ones only with their consent: the
// browser's post and the server's entry for the panel alike.
export function applicationTextFields(application: Application): [string, string][] {
  const fields: [string, string][] = [];
  for (const [name, row] of TEXT_ROWS) {
    if (row.sensitive && !application.consentSpecial) continue;
    fields.push([row.panel, application[name]]);
  }
  if (application.gender !== 'woman') fields.push([CHEST_FIELD, application.bust]);
  for (const [name, row] of JSON_ROWS) {
    const value = application[name];
    fields.push([row.panel, value === null ? '' : JSON.stringify(value)]);
  }
  for (const [name, row] of BOX_ROWS) fields.push([row.panel, application[name] ? row.given : row.refused]);
  fields.push([NOTICE_VERSION_FIELD, APPLICATION_NOTICE_VERSION]);
  return fields;
}

/** The application's schema field a panel field name stands for (for errors found on the wire). */
export function applicationFieldOf(panelName: string): ApplicationField | null {
  const named = FIELD_ROWS.find(([, row]) => row.wire !== 'box' && row.panel === panelName);
  return named ? named[0] : null;
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
  for (const [name, row] of TEXT_ROWS) application[name] = fields[row.panel] ?? '';
  for (const [name, row] of JSON_ROWS) application[name] = parseJson(fields[row.panel]) ?? row.empty;
  for (const [name, row] of BOX_ROWS) application[name] = fields[row.panel] === row.given;
  for (const slot of PHOTO_SLOT_NAMES) application[slot] = files[slot] ?? null;
  application.video = files.video ? { file: files.video, seconds: videoSeconds } : null;
  application.language = fields[LANGUAGE_FIELD] ?? '';
  // Sensitive values sent without their consent (a forged or outdated page) are ignored, never checked.
  if (!application.consentSpecial) {
    for (const [name, row] of TEXT_ROWS) if (row.sensitive) application[name] = '';
  }
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
