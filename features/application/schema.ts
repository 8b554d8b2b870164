import * as z from '@/lib/zod-mini';
import { isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { formError, type FormErrorKey } from '@/lib/api/field-errors';
import { emailField, optionalPhoneField, optionalText, phoneField, requiredText } from '@/lib/forms/fields';
import { locales } from '@/lib/i18n/locales';
import { GENDERS } from '@/lib/content/types';
import { normalizeSocialHandle } from './social-handle';
import { videoDurationProblem } from './video';
import {
  HAIR_LENGTHS,
  HAIR_TYPES,
  isApplicantAge,
  isMinor,
  LANGUAGE_LEVELS,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  type FileLike,
  type VideoChoice,
} from './fields';

const MAX_LANGUAGES = 20;

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const { name, type, size } = value as Partial<Record<keyof FileLike, unknown>>;
  return typeof name === 'string' && typeof type === 'string' && typeof size === 'number';
}

function isVideoChoice(value: unknown): value is VideoChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { file, seconds } = value as Partial<Record<keyof VideoChoice, unknown>>;
  return isFileLike(file) && (seconds === null || typeof seconds === 'number');
}

function photoProblem(file: FileLike | null): FormErrorKey | null {
  if (!file) return 'photoRequired';
  if (!PHOTO_TYPES.includes(file.type)) return 'photoType';
  return file.size > PHOTO_MAX_BYTES ? 'photoTooLarge' : null;
}

function videoProblem({ file, seconds }: VideoChoice): FormErrorKey | null {
  if (!VIDEO_TYPES.includes(file.type)) return 'videoType';
  if (file.size > VIDEO_MAX_BYTES) return 'videoTooLarge';
  return videoDurationProblem(seconds);
}

/** One of the four photos: required, png / gif / jpeg, at most PHOTO_MAX_BYTES. */
const photo = z.pipe(
  z
    .custom<FileLike | null | undefined>((value) => value == null || isFileLike(value), formError('invalid'))
    .check(
      z.superRefine((file, context) => {
        const problem = photoProblem(file ?? null);
        if (problem) context.addIssue({ code: 'custom', message: problem, input: file });
      }),
    ),
  // Only a file gets past the check above.
  z.transform((file) => file as FileLike),
);

const video = z.pipe(
  z
    .custom<VideoChoice | null | undefined>(
      (value) => value == null || isVideoChoice(value),
      formError('invalid'),
    )
    .check(
      z.superRefine((choice, context) => {
        const problem = choice ? videoProblem(choice) : null;
        if (problem) context.addIssue({ code: 'custom', message: problem, input: choice });
      }),
    ),
  z.transform((choice) => choice ?? null),
);

/** A country, state or city chosen from the panel's options: its id and the name shown. */
const place = z.nullable(
  z.object({
    value: z.int().check(z.positive()),
    label: requiredText(120),
  }),
);
export type Place = z.infer<typeof place>;

const handle = z.pipe(
  z.pipe(optionalText(200), z.transform(normalizeSocialHandle)),
  z.string().check(z.maxLength(100, formError('tooLong'))),
);

/** A link to the introduction video; "youtu.be/…" typed without its scheme gets https://. */
const videoLink = z
  .pipe(
    optionalText(500),
    z.transform((text) => (text === '' || /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`)),
  )
  .check(z.refine(isWebLink, formError('link')));

/** yyyy-MM-dd, a real day, not after today, of an applicant's age. */
const birthdate = z.string(formError('required')).check(
  z.trim(),
  z.minLength(1, formError('required')),
  z.refine(isIsoDate, formError('date')),
  z.refine((value) => value <= localIsoDate(new Date()), formError('dateFuture')),
  z.refine((value) => isApplicantAge(value, new Date()), formError('birthdateRange')),
);

const optionValue = optionalText(60);

/** '' or one of the site's own values (hair types and lengths). */
const fixedOption = (values: readonly string[]) =>
  optionValue.check(z.refine((value) => value === '' || values.includes(value), formError('invalid')));

function isWebLink(text: string): boolean {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const language = z.object({
  id: z.int().check(z.positive()),
  /** The language's ISO code, as the panel's language list carries it. */
  lang: z.string().check(z.regex(/^[a-z]{2,3}$/)),
  level: z.enum(LANGUAGE_LEVELS),
});

// Validated alike by the browser form (which loads this module on demand; fields.ts has what it needs
// first) and the route handler. Outputs are ready to send: trimmed, handles normalised.
const applicationFields = z.object({
  realName: requiredText(120),
  nickname: optionalText(120),
  email: emailField,
  phone: phoneField,
  secondPhone: optionalPhoneField,
  guardianName: optionalText(120),
  /** A minor's guardian confirms the application with their own box (requireGuardianForMinors). */
  guardianConsent: z.boolean(formError('invalid')),
  birthdate,
  gender: z.pipe(
    z.enum(['', ...GENDERS], formError('invalid')),
    z.transform((gender) => (gender === '' ? 'undefined' : gender)),
  ),
  instagram: handle,
  tiktok: handle,
  nationality: optionalText(60),
  ethnicity: optionValue,
  country: place,
  state: place,
  city: place,
  languages: z.array(language, formError('invalid')).check(
    z.maxLength(MAX_LANGUAGES, formError('invalid')),
    z.refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, formError('invalid')),
  ),
  height: optionValue,
  bust: optionValue,
  waist: optionValue,
  hips: optionValue,
  shoes: optionValue,
  jeans: optionValue,
  hairColour: optionValue,
  hairType: fixedOption(HAIR_TYPES.map(({ value }) => value)),
  hairLength: fixedOption(HAIR_LENGTHS.map(({ value }) => value)),
  eyeColour: optionValue,
  skinTone: optionValue,
  /** Ethnicity and skin tone are sent only with this box ticked (wire.ts leaves them out otherwise). */
  consentSpecial: z.boolean(formError('invalid')),
  videoLink,
  video,
  closeUp: photo,
  smiling: photo,
  halfBody: photo,
  fullBody: photo,
  privacy: z.boolean(formError('privacy')).check(z.refine(Boolean, formError('privacy'))),
});

/** A minor applies with a guardian, who gives their full name and ticks their own consent box. */
function requireGuardianForMinors(
  application: { birthdate: unknown; guardianName: unknown; guardianConsent: unknown },
  context: z.core.$RefinementCtx,
) {
  const { birthdate, guardianName, guardianConsent } = application;
  if (typeof birthdate !== 'string' || !isIsoDate(birthdate) || !isMinor(birthdate, new Date())) return;
  if (typeof guardianName !== 'string' || guardianName.trim() === '') {
    context.addIssue({
      code: 'custom',
      path: ['guardianName'],
      message: 'guardianRequired',
      input: guardianName,
    });
  }
  if (guardianConsent !== true) {
    context.addIssue({
      code: 'custom',
      path: ['guardianConsent'],
      message: 'guardianConsent',
      input: guardianConsent,
    });
  }
}

export const applicationSchema = applicationFields.check(z.superRefine(requireGuardianForMinors));

/** What the route handler checks: the same fields plus the visitor's language. */
export const applicationRequestSchema = z
  .extend(applicationFields, { language: z.enum(locales) })
  .check(z.superRefine(requireGuardianForMinors));

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
export type ApplicationRequest = z.output<typeof applicationRequestSchema>;
export type ApplicationField = keyof ApplicationInput;
