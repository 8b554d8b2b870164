import * as z from '@/lib/zod-mini';
import { isIsoDate, localIsoDate } from '@/lib/forms/dates';
import { formError, type FormErrorKey } from '@/lib/api/field-errors';
import { emailField, optionalPhoneField, optionalText, phoneField, requiredText } from '@/lib/forms/fields';
import { GENDERS } from '@/lib/content/types';
import { isApplicantAge } from './applicant-age';
import { HAIR_LENGTHS, HAIR_TYPES, LANGUAGE_LEVELS } from './choices';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  videoDurationProblem,
  type FileLike,
  type VideoChoice,
} from './file-rules';
import { normalizeSocialHandle } from './social-handle';

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

function isWebLink(text: string): boolean {
  if (text === '') return true;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** "youtu.be/…" typed without its scheme gets https://. */
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

/** '' or one of the site's own values. */
const fixedOption = (values: readonly { value: string }[]) =>
  optionValue.check(
    z.refine(
      (value) => value === '' || values.some((option) => option.value === value),
      formError('invalid'),
    ),
  );

const language = z.object({
  id: z.int().check(z.positive()),
  /** The language's ISO code, as the panel's language list carries it. */
  lang: z.string().check(z.regex(/^[a-z]{2,3}$/)),
  level: z.enum(LANGUAGE_LEVELS),
});

/** The checks the field table's rows choose from; outputs are ready to send (trimmed, normalised). */
export const checks = {
  requiredText,
  optionalText,
  email: emailField,
  phone: phoneField,
  optionalPhone: optionalPhoneField,
  birthdate,
  gender: z.pipe(
    z.enum(['', ...GENDERS], formError('invalid')),
    z.transform((gender) => (gender === '' ? 'undefined' : gender)),
  ),
  handle,
  optionValue,
  hairType: fixedOption(HAIR_TYPES),
  hairLength: fixedOption(HAIR_LENGTHS),
  place,
  languages: z.array(language, formError('invalid')).check(
    z.maxLength(MAX_LANGUAGES, formError('invalid')),
    z.refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, formError('invalid')),
  ),
  videoLink,
  box: z.boolean(formError('invalid')),
  privacy: z.boolean(formError('privacy')).check(z.refine(Boolean, formError('privacy'))),
  photo,
  video,
};

export type Checks = typeof checks;
