// Every field in the form's order: its check, empty value, panel name (local-panel README, getScouted) and
// whether the draft keeps it; the schema, empty form, draft and wire format derive from it. A check is a
// function of the zod checks, so the form's first load carries this table without zod.
import type * as z from '@/lib/zod-mini';
import type { Checks } from './checks';

type Check = (checks: Checks) => z.ZodMiniType;

/** Typed or chosen by the visitor, sent as text, kept in the draft. */
const text = <C extends Check>(panel: string, check: C) =>
  ({ wire: 'text', panel, check, empty: '', kept: true, sensitive: false }) as const;

/** Origin and skin: sent only with their own consent box ticked, never kept on the device. */
const sensitive = <C extends Check>(panel: string, check: C) =>
  ({ wire: 'text', panel, check, empty: '', kept: false, sensitive: true }) as const;

/** Places as {value, label}, languages as [{id, lang, level}]. */
const json = <C extends Check>(panel: string, check: C, empty: z.input<ReturnType<C>>) =>
  ({ wire: 'json', panel, check, empty, kept: true }) as const;

/** A consent, given afresh each time: never kept. */
const box = <C extends Check>(
  panel: string,
  check: C,
  sent: { given: string; refused: string } = { given: 'true', refused: 'false' },
) => ({ wire: 'box', panel, check, empty: false, kept: false, ...sent }) as const;

/** Files are never kept: too large, and they stay on the device anyway. */
const photo = (panel: string, example: string) =>
  ({
    wire: 'photo',
    panel,
    example,
    check: (checks: Checks) => checks.photo,
    empty: null,
    kept: false,
  }) as const;

const video = (panel: string) =>
  ({ wire: 'video', panel, check: (checks: Checks) => checks.video, empty: null, kept: false }) as const;

export const APPLICATION_FIELDS = {
  realName: text('realname', (c) => c.requiredText(120)),
  nickname: text('nickname', (c) => c.optionalText(120)),
  email: text('email', (c) => c.email),
  phone: text('phone', (c) => c.phone),
  secondPhone: text('phone2', (c) => c.optionalPhone),
  guardianName: text('guardian', (c) => c.optionalText(120)),
  guardianConsent: box('guardian_consent', (c) => c.box),
  birthdate: text('birthdate', (c) => c.birthdate),
  gender: text('gender', (c) => c.gender),
  instagram: text('instagr', (c) => c.handle),
  tiktok: text('tiktok', (c) => c.handle),
  nationality: text('nationality', (c) => c.optionalText(60)),
  ethnicity: sensitive('ethnicity', (c) => c.optionValue),
  country: json('country', (c) => c.place, null),
  state: json('state', (c) => c.place, null),
  city: json('basedin', (c) => c.place, null),
  languages: json('languages', (c) => c.languages, []),
  height: text('height', (c) => c.optionValue),
  bust: text('bust', (c) => c.optionValue),
  waist: text('waist', (c) => c.optionValue),
  hips: text('hips', (c) => c.optionValue),
  shoes: text('shoes', (c) => c.optionValue),
  jeans: text('jeans', (c) => c.optionValue),
  hairColour: text('hair', (c) => c.optionValue),
  hairType: text('hair_type', (c) => c.hairType),
  hairLength: text('hair_length', (c) => c.hairLength),
  eyeColour: text('eyes', (c) => c.optionValue),
  skinTone: sensitive('skin', (c) => c.optionValue),
  consentSpecial: box('consent_special', (c) => c.box),
  videoLink: text('note', (c) => c.videoLink),
  video: video('video'),
  closeUp: photo('image_1', 'be_a_model_close_up'),
  smiling: photo('image_2', 'be_a_model_smiling'),
  halfBody: photo('image_3', 'be_a_model_half_body'),
  fullBody: photo('image_4', 'be_a_model_full_body'),
  privacy: box('privacy', (c) => c.privacy, { given: 'accepted', refused: '' }),
};

type Fields = typeof APPLICATION_FIELDS;
export type ApplicationField = keyof Fields;
type FieldRow = Fields[ApplicationField];
type FieldsWhere<Shape> = { [K in ApplicationField]: Fields[K] extends Shape ? K : never }[ApplicationField];
export type DraftField = FieldsWhere<{ kept: true }>;
type Wire = FieldRow['wire'];
export type FieldOfWire<W extends Wire> = FieldsWhere<{ wire: W }>;
export type PhotoSlot = FieldOfWire<'photo'>;

export const FIELD_ROWS = Object.entries(APPLICATION_FIELDS) as [ApplicationField, FieldRow][];

/** The fields sent one way, in the form's order. */
export function rowsOf<W extends Wire>(wire: W) {
  return FIELD_ROWS.filter(
    (entry): entry is [FieldOfWire<W>, Extract<FieldRow, { wire: W }>] => entry[1].wire === wire,
  );
}

export const APPLICATION_FIELD_NAMES = FIELD_ROWS.map(([name]) => name);

export const emptyApplication = Object.fromEntries(FIELD_ROWS.map(([name, row]) => [name, row.empty])) as {
  -readonly [K in ApplicationField]: Fields[K]['empty'];
};

export const DRAFT_FIELDS = FIELD_ROWS.flatMap(([name, row]) => (row.kept ? [name as DraftField] : []));

/** The four photo slots in order (close up, smiling, half body, full body), with their examples' images. */
export const PHOTO_SLOTS = Object.fromEntries(
  rowsOf('photo').map(([slot, row]) => [slot, row.example]),
) as Record<PhotoSlot, string>;
export const PHOTO_SLOT_NAMES = Object.keys(PHOTO_SLOTS) as PhotoSlot[];
