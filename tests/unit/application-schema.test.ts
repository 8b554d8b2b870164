import { describe, expect, it } from 'vitest';
import { isMinor } from '@/features/application/model/applicant-age';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@/features/application/model/file-rules';
import { emptyApplication } from '@/features/application/model/field-table';
import { applicationSchema, type ApplicationInput } from '@/features/application/model/schema';
import { addDays, localIsoDate } from '@/lib/forms/dates';
import { fieldErrorsFrom } from '@/lib/api/field-errors';

const today = localIsoDate(new Date());
const yearsAgo = (years: number) => addDays(today, -Math.ceil(years * 365) - 1);
const photo = (name = 'photo.jpg', type = 'image/jpeg', size = 200_000) => ({ name, type, size });

const valid: ApplicationInput = {
  ...emptyApplication,
  realName: '  Inês Raposo  ',
  nickname: '',
  email: 'ines@example.com',
  phone: '+351 912 345 678',
  secondPhone: '',
  guardianName: '',
  guardianConsent: false,
  birthdate: yearsAgo(25),
  gender: '',
  instagram: '@inês raposo',
  tiktok: 'https://www.tiktok.com/@ines.raposo?lang=pt',
  nationality: 'Portuguesa',
  ethnicity: '',
  country: { value: 177, label: 'Portugal' },
  state: { value: 17701, label: 'Lisboa' },
  city: { value: 1770101, label: 'Lisboa' },
  languages: [{ id: 1, lang: 'pt', level: 'native' }],
  height: '176/5\'9"',
  bust: '86/34',
  waist: '',
  hips: '',
  shoes: '39',
  jeans: '',
  hairColour: 'Castanho',
  hairType: 'Liso',
  hairLength: 'Comprido',
  eyeColour: 'Azul',
  skinTone: '1162',
  consentSpecial: false,
  videoLink: '',
  video: null,
  closeUp: photo('close.jpg'),
  smiling: photo('smile.png', 'image/png'),
  halfBody: photo('half.gif', 'image/gif'),
  fullBody: photo(),
  privacy: true,
};

function errorsOf(changes: Partial<Record<keyof ApplicationInput, unknown>>) {
  const result = applicationSchema.safeParse({ ...valid, ...changes });
  return result.success ? {} : fieldErrorsFrom(result.error);
}

describe('application schema', () => {
  it('accepts a complete application and readies it to send', () => {
    const result = applicationSchema.safeParse(valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      realName: 'Inês Raposo',
      // An empty gender is sent as the text "undefined".
      gender: 'undefined',
      instagram: 'ines_raposo',
      tiktok: 'ines.raposo',
      birthdate: valid.birthdate,
    });
    // The files are passed through as they are (the browser's File objects).
    expect(result.data.closeUp).toBe(valid.closeUp);
  });

  it('requires the real name, birth date, email, phone, the four photos and the privacy statement', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, undefined]));
    expect(errorsOf({ ...empty, languages: [], gender: '' })).toEqual({
      realName: 'required',
      email: 'required',
      phone: 'required',
      birthdate: 'required',
      nickname: 'invalid',
      secondPhone: 'invalid',
      guardianName: 'invalid',
      guardianConsent: 'invalid',
      instagram: 'invalid',
      tiktok: 'invalid',
      nationality: 'invalid',
      ethnicity: 'invalid',
      country: 'invalid',
      state: 'invalid',
      city: 'invalid',
      height: 'invalid',
      bust: 'invalid',
      waist: 'invalid',
      hips: 'invalid',
      shoes: 'invalid',
      jeans: 'invalid',
      hairColour: 'invalid',
      hairType: 'invalid',
      hairLength: 'invalid',
      eyeColour: 'invalid',
      skinTone: 'invalid',
      consentSpecial: 'invalid',
      videoLink: 'invalid',
      closeUp: 'photoRequired',
      smiling: 'photoRequired',
      halfBody: 'photoRequired',
      fullBody: 'photoRequired',
      privacy: 'privacy',
    });
    // What the form starts with: everything optional is fine empty.
    expect(
      errorsOf({
        realName: '',
        email: '',
        phone: '',
        birthdate: '',
        country: null,
        state: null,
        city: null,
        languages: [],
        closeUp: null,
        smiling: null,
        halfBody: null,
        fullBody: null,
        privacy: false,
      }),
    ).toEqual({
      realName: 'required',
      email: 'required',
      phone: 'required',
      birthdate: 'required',
      closeUp: 'photoRequired',
      smiling: 'photoRequired',
      halfBody: 'photoRequired',
      fullBody: 'photoRequired',
      privacy: 'privacy',
    });
  });

  it.each([
    ['email', 'ines@', 'email'],
    ['email', 'ines example.com', 'email'],
    ['phone', '12345', 'phone'],
    ['secondPhone', 'call me', 'phone'],
    ['birthdate', '15/07/2001', 'date'],
    ['birthdate', '2001-02-30', 'date'],
    ['birthdate', addDays(today, 1), 'dateFuture'],
    // Applicants are 4 to 100 years old: a year typed wrong or today's date is caught.
    ['birthdate', '1900-01-01', 'birthdateRange'],
    ['birthdate', '1899-12-31', 'birthdateRange'],
    ['birthdate', yearsAgo(101), 'birthdateRange'],
    ['gender', 'other', 'invalid'],
    ['realName', 'x'.repeat(121), 'tooLong'],
    ['videoLink', 'not a link', 'link'],
    ['videoLink', 'ftp://example.com/video', 'link'],
    ['country', { value: 'PT', label: 'Portugal' }, 'invalid'],
    [
      'languages',
      [
        { id: 1, lang: 'pt', level: 'fluent' },
        { id: 1, lang: 'pt', level: 'basic' },
      ],
      'invalid',
    ],
    ['languages', [{ id: 2, lang: 'en', level: 'expert' }], 'invalid'],
    ['closeUp', photo('photo.heic', 'image/heic'), 'photoType'],
    ['smiling', photo('huge.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1), 'photoTooLarge'],
    ['halfBody', 'photo.jpg', 'invalid'],
    ['privacy', false, 'privacy'],
  ])('%s = %j gives "%s"', (field, value, key) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: key });
  });

  it('takes applicants from 4 to 100 years old', () => {
    const guardian = { guardianName: 'Maria Raposo', guardianConsent: true };
    expect(errorsOf({ birthdate: yearsAgo(4), ...guardian })).toEqual({});
    expect(errorsOf({ birthdate: yearsAgo(100) })).toEqual({});
    expect(errorsOf({ birthdate: yearsAgo(3), ...guardian })).toEqual({ birthdate: 'birthdateRange' });
    expect(errorsOf({ birthdate: today, ...guardian })).toEqual({ birthdate: 'birthdateRange' });
  });

  it('gives a video link without its scheme https://', () => {
    const result = applicationSchema.safeParse({ ...valid, videoLink: 'youtu.be/dQw4w9WgXcQ' });
    expect(result.success && result.data.videoLink).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it.each([
    [{ file: { name: 'me.mp4', type: 'video/mp4', size: 5_000_000 }, seconds: 32 }, {}],
    [{ file: { name: 'me.mp4', type: 'video/mp4', size: 5_000_000 }, seconds: 40.4 }, {}],
    [
      { file: { name: 'me.mp4', type: 'video/mp4', size: 5_000_000 }, seconds: 41 },
      { video: 'videoTooLong' },
    ],
    [
      { file: { name: 'me.mp4', type: 'video/mp4', size: 5_000_000 }, seconds: null },
      { video: 'videoUnreadable' },
    ],
    [{ file: { name: 'me.avi', type: 'video/x-msvideo', size: 5_000 }, seconds: 10 }, { video: 'videoType' }],
    [
      { file: { name: 'me.webm', type: 'video/webm', size: VIDEO_MAX_BYTES + 1 }, seconds: 10 },
      { video: 'videoTooLarge' },
    ],
  ])('video %j gives %j', (video, expected) => {
    expect(errorsOf({ video })).toEqual(expected);
  });

  it('asks a minor for a guardian’s full name, and an adult not', () => {
    const minor = yearsAgo(15);
    const guardianConsent = true;
    expect(errorsOf({ birthdate: minor, guardianConsent })).toEqual({ guardianName: 'guardianRequired' });
    expect(errorsOf({ birthdate: minor, guardianConsent, guardianName: '   ' })).toEqual({
      guardianName: 'guardianRequired',
    });
    expect(errorsOf({ birthdate: minor, guardianConsent, guardianName: 'Maria Raposo' })).toEqual({});
    expect(errorsOf({ birthdate: yearsAgo(18) })).toEqual({});
    // The guardian shows up with the other problems, not after them.
    expect(errorsOf({ birthdate: minor, guardianConsent, email: '' })).toEqual({
      email: 'required',
      guardianName: 'guardianRequired',
    });
  });
});

describe('isMinor (age is full days / 365)', () => {
  const on = (date: string) => new Date(`${date}T12:00:00`);
  it.each([
    // 18 × 365 = 6,570 days; 18 calendar years hold 4 leap days more, so the rule ticks over early.
    ['2008-03-10', '2026-03-05', true],
    ['2008-03-10', '2026-03-06', false],
    ['2008-03-10', '2026-03-10', false],
    ['2000-01-01', '2026-03-02', false],
    ['2030-01-01', '2026-03-02', false], // a future date is no age at all; the schema refuses it
  ])('born %s, on %s: %s', (birthdate, day, expected) => {
    expect(isMinor(birthdate, on(day))).toBe(expected);
  });
});
