import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_UPLOAD_LIMITS } from '@/features/application/server/application-route';
import { PHOTO_MAX_BYTES } from '@/features/application/model/file-rules';
import { APPLICATION_NOTICE_VERSION } from '@/features/application/model/wire';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/forms/bot-traps';
import { addDays, localIsoDate } from '@/lib/forms/dates';
import { formLimiters } from '../fixtures/form-limiters';
import { PanelError } from '@/lib/panel/errors';
import {
  application,
  birthdate,
  file,
  formOf,
  jpeg,
  post,
  SAME_SITE,
  setup,
  type Forward,
} from '../fixtures/application-post';
import { refusal } from '../fixtures/api-refusal';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('POST /api/be-a-model', () => {
  it('forwards the application with the panel’s field names, photos re-encoded, and answers the reference', async () => {
    const { handler, forward } = setup();
    const response = await handler(post(formOf(application())));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, reference: 'A-260315-7K3QX9' });

    const form = forward.mock.calls[0]![0];
    const text = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    expect(text).toEqual({
      realname: 'Inês Raposo',
      nickname: 'Ines',
      email: 'ines@example.com',
      phone: '+351 912 345 678',
      phone2: '',
      guardian: '',
      birthdate,
      gender: 'undefined',
      instagr: 'ines.raposo',
      tiktok: '',
      nationality: 'Portuguesa',
      ethnicity: '3',
      height: '176/5\'9"',
      bust: '86/34',
      chest: '86/34',
      waist: '62/24',
      hips: '90/35',
      shoes: '39',
      jeans: '36',
      hair: 'Castanho',
      hair_type: 'Liso',
      hair_length: 'Comprido',
      eyes: 'Azul',
      skin: '1162',
      note: 'https://youtu.be/dQw4w9WgXcQ',
      country: JSON.stringify({ value: 177, label: 'Portugal' }),
      state: JSON.stringify({ value: 17701, label: 'Lisboa' }),
      basedin: JSON.stringify({ value: 1770102, label: 'Sintra' }),
      languages: JSON.stringify([
        { id: 1, lang: 'pt', level: 'native' },
        { id: 2, lang: 'en', level: 'fluent' },
      ]),
      privacy: 'accepted',
      consent_special: 'true',
      guardian_consent: 'false',
      notice_version: APPLICATION_NOTICE_VERSION,
      language: 'pt',
      reference: 'A-260315-7K3QX9',
    });
    for (const name of ['image_1', 'image_2', 'image_3', 'image_4']) {
      const photo = form.get(name);
      expect(photo).toBeInstanceOf(File);
      if (!(photo instanceof File)) continue;
      expect([photo.name, photo.type]).toEqual([`${name}.jpg`, 'image/jpeg']);
      const metadata = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
    }
    // The phone photo came upright: 60 × 40 turned by its orientation tag.
    const upright = await sharp(Buffer.from(await (form.get('image_1') as File).arrayBuffer())).metadata();
    expect([upright.width, upright.height]).toEqual([40, 60]);
    expect(form.has('video')).toBe(false);
  });

  const executable = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
  const oversized = Buffer.concat([jpegHead(), Buffer.alloc(PHOTO_MAX_BYTES + 10)]);
  function jpegHead() {
    return Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  }

  /** `form` with a second file under `name` right after the first, as a forged post may send it. */
  function repeated(form: FormData, name: string): FormData {
    const copy = new FormData();
    for (const [key, value] of form.entries()) {
      copy.append(key, value);
      if (key === name) copy.append(key, file(jpeg, 'another.jpg', 'image/jpeg'));
    }
    return copy;
  }

  function replaced(name: string, bytes: Uint8Array, filename: string, type: string): FormData {
    const form = formOf(application());
    form.set(name, file(bytes, filename, type));
    return form;
  }

  it.each([
    [
      'an executable renamed .jpg',
      () => post(replaced('image_2', executable, 'smile.jpg', 'image/jpeg')),
      415,
      refusal('unsupported_file', { errors: { smiling: 'photoType' } }),
    ],
    [
      'a photo sent as the video',
      () => post(replaced('video', jpeg, 'video.mp4', 'video/mp4')),
      415,
      refusal('unsupported_file', { errors: { video: 'videoType' } }),
    ],
    [
      'an oversized photo',
      () => post(replaced('image_3', oversized, 'huge.jpg', 'image/jpeg')),
      413,
      refusal('too_large', { errors: { halfBody: 'photoTooLarge' } }),
    ],
    [
      'a body announcing more than the limits',
      () =>
        post(formOf(application()), {
          'content-length': String(APPLICATION_UPLOAD_LIMITS.maxBodyBytes + 1),
        }),
      413,
      refusal('too_large', { errors: {} }),
    ],
    [
      'an oversized text field',
      () => {
        const form = formOf(application());
        form.set('realname', 'x'.repeat(APPLICATION_UPLOAD_LIMITS.maxFieldBytes + 1));
        return post(form);
      },
      413,
      refusal('too_large', { errors: { realName: 'tooLong' } }),
    ],
    [
      'too many fields',
      () => {
        const form = formOf(application());
        for (let index = 0; index < APPLICATION_UPLOAD_LIMITS.maxFields; index += 1)
          form.set(`extra${index}`, 'x');
        return post(form);
      },
      413,
      refusal('too_large', { errors: {} }),
    ],
    [
      'malformed multipart',
      () =>
        post('--nope\r\nContent-Disposition: form-data; name="realname"\r\n\r\nInês', {
          'content-type': 'multipart/form-data; boundary=nope',
        }),
      400,
      refusal('invalid_request'),
    ],
    [
      'multipart without a boundary',
      () => post('realname=Ines', { 'content-type': 'multipart/form-data' }),
      400,
      refusal('invalid_request'),
    ],
    [
      'JSON instead of multipart',
      () => post('{"realname":"Ines"}', { 'content-type': 'application/json' }),
      400,
      refusal('invalid_request'),
    ],
    [
      'a file under a name the form does not have',
      () => {
        const form = formOf(application());
        form.set('image_5', file(jpeg, 'extra.jpg', 'image/jpeg'));
        return post(form);
      },
      400,
      refusal('invalid_request'),
    ],
    [
      'missing fields and photos',
      () => {
        const form = formOf(application());
        for (const name of ['realname', 'email', 'image_4', 'privacy']) form.delete(name);
        return post(form);
      },
      422,
      refusal('invalid_fields', {
        errors: { realName: 'required', email: 'required', fullBody: 'photoRequired', privacy: 'privacy' },
      }),
    ],
    [
      'a minor without a guardian',
      () => {
        const form = formOf(application());
        form.set('birthdate', addDays(localIsoDate(new Date()), -15 * 365));
        return post(form);
      },
      422,
      refusal('invalid_fields', {
        errors: { guardianName: 'guardianRequired', guardianConsent: 'guardianConsent' },
      }),
    ],
    [
      'a place that is not JSON',
      () => {
        const form = formOf(application());
        form.set('basedin', 'Sintra');
        return post(form);
      },
      422,
      refusal('invalid_fields', { errors: { city: 'invalid' } }),
    ],
    [
      'a form sent too fast',
      () => post(formOf(application(), { [FILL_TIME_FIELD]: '300' })),
      400,
      refusal('too_fast'),
    ],
    [
      'a form with no fill time',
      () => {
        const form = formOf(application());
        form.delete(FILL_TIME_FIELD);
        return post(form);
      },
      400,
      refusal('too_fast'),
    ],
  ])('answers %s with %i and forwards nothing', async (_, request, status, answer) => {
    const { handler, forward } = setup();
    const response = await handler(request());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(answer);
    expect(forward).not.toHaveBeenCalled();
  });

  it.each([
    ['right after the first, both in one chunk', () => repeated(formOf(application()), 'image_1')],
    [
      'after every file field of the form',
      () => {
        const webm = file(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), 'hello.webm', 'video/webm');
        const form = formOf(application({ video: { file: webm, seconds: 12 } }));
        form.append('image_4', file(jpeg, 'another.jpg', 'image/jpeg'));
        return form;
      },
    ],
  ])('refuses a second file under one name, %s, as malformed (400)', async (_, form) => {
    const { handler, forward } = setup();
    const encoded = new Request('http://site.example/api/be-a-model', { method: 'POST', body: form() });
    const request = new Request(encoded.url, {
      method: 'POST',
      body: await encoded.arrayBuffer(),
      headers: { ...SAME_SITE, 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    const response = await handler(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal('invalid_request'));
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers a photo whose bytes cannot be decoded with 415', async () => {
    const { handler, forward } = setup();
    const broken = Buffer.concat([jpegHead(), Buffer.from('a jpeg in name only')]);
    const response = await handler(post(replaced('image_1', broken, 'broken.jpg', 'image/jpeg')));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(
      refusal('unsupported_file', { errors: { closeUp: 'photoUnreadable' } }),
    );
    expect(forward).not.toHaveBeenCalled();
  });

  it('pretends success to a bot that filled the honeypot, without forwarding', async () => {
    const { handler, forward } = setup();
    const response = await handler(post(formOf(application(), { [HONEYPOT_FIELD]: 'https://spam.example' })));
    expect(response.status).toBe(200);
    expect(forward).not.toHaveBeenCalled();
  });

  it('answers 502 panel_unavailable when the panel fails, never a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const failure of [
      new PanelError('http', 500, 'integration', '/api/entry/getScouted/send'),
      new PanelError('timeout', 0, 'integration', '/api/entry/getScouted/send'),
      new TypeError('fetch failed'),
    ]) {
      const { handler } = setup({ forward: vi.fn<Forward>(async () => Promise.reject(failure)) });
      const response = await handler(post(formOf(application())));
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual(refusal('panel_unavailable'));
    }
  });

  it('limits the applications that reach the panel from one client address (429 with Retry-After), not others', async () => {
    const { handler, forward } = setup({ limits: formLimiters({ sends: 2 }) });
    // The address the server's client-address hook leaves in X-Forwarded-For.
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await handler(post(formOf(application()), from('198.51.100.1')))).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const limited = await handler(post(formOf(application()), from('198.51.100.1')));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject(refusal('rate_limited'));
    expect((await handler(post(formOf(application()), from('198.51.100.2')))).status).toBe(200);
    expect(forward).toHaveBeenCalledTimes(3);
  });
  it.each([
    [undefined, 6],
    ['1', 1],
    ['3', 3],
  ])(
    'with APPLICATION_UPLOADS=%s takes %i applications at once; the next gets 503 busy with Retry-After, its body unread',
    async (setting, limit) => {
      vi.stubEnv('APPLICATION_UPLOADS', setting);
      const releases: (() => void)[] = [];
      const forward = vi.fn<Forward>(
        () => new Promise((resolve) => releases.push(() => resolve({ success: true }))),
      );
      const { handler } = setup({ forward });
      // Each from its own address: one address holds two uploads at most.
      const from = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index + 1}` });
      const running = Array.from({ length: limit }, (_, index) =>
        handler(post(formOf(application()), from(index))),
      );
      await vi.waitFor(() => expect(forward).toHaveBeenCalledTimes(limit));

      const refused = post(formOf(application()), from(limit));
      const busy = await handler(refused);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(await busy.json()).toEqual(refusal('busy', { retryAfterSeconds: 5 }));
      expect(refused.bodyUsed).toBe(false);

      releases.forEach((release) => release());
      expect((await Promise.all(running)).map((response) => response.status)).toEqual(Array(limit).fill(200));
      forward.mockImplementation(async () => ({ success: true }));
      expect((await handler(post(formOf(application())))).status).toBe(200);
    },
  );

  it('frees an application’s place whatever its answer', async () => {
    vi.stubEnv('APPLICATION_UPLOADS', '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const forward = vi.fn<Forward>(async () => ({ success: true }));
    const { handler } = setup({ forward });
    forward.mockRejectedValueOnce(new TypeError('fetch failed'));
    const statuses = [];
    for (const request of [
      post('realname=Ines', { 'content-type': 'multipart/form-data' }),
      post(formOf(application(), { [FILL_TIME_FIELD]: '300' })),
      post(replaced('image_1', Buffer.concat([jpegHead(), Buffer.from('no')]), 'a.jpg', 'image/jpeg')),
      post(formOf(application())),
      post(formOf(application())),
    ]) {
      statuses.push((await handler(request)).status);
    }
    expect(statuses).toEqual([400, 400, 415, 502, 200]);
    // The one place is free again, and still the only one.
    forward.mockImplementationOnce(() => new Promise(() => undefined));
    void handler(post(formOf(application())));
    await vi.waitFor(() => expect(forward).toHaveBeenCalledTimes(3));
    expect((await handler(post(formOf(application())))).status).toBe(503);
  });
});

describe('POST /api/be-a-model: what reaches the panel', () => {
  /** The browser's post with some fields set as a forged client would send them. */
  function forged(fields: Record<string, string>): FormData {
    const form = formOf(application());
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return form;
  }

  async function forwardedText(form: FormData) {
    const { handler, forward } = setup();
    const response = await handler(post(form));
    expect(response.status).toBe(200);
    const sent = forward.mock.calls[0]![0];
    return Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'));
  }

  it('sends each single-line field as one line: controls and separators become spaces, bidi overrides go', async () => {
    const text = await forwardedText(
      forged({
        realname: 'Inês Raposo\r\nBcc: x@example.com',
        nickname: '\u202Eines\u2028<b>Ines</b>\u0000',
        nationality: 'Portuguesa\u0085\tBrasileira',
        phone2: '+351\u2066912 345 678',
      }),
    );
    expect(text).toMatchObject({
      realname: 'Inês Raposo Bcc: x@example.com',
      // HTML and formulas are the panel's to escape (docs/forms-and-uploads.md).
      nickname: 'ines <b>Ines</b>',
      nationality: 'Portuguesa Brasileira',
      phone2: '+351912 345 678',
    });
  });

  it('sends the panel’s own labels for the chosen places, whatever labels the browser sent', async () => {
    const text = await forwardedText(
      forged({
        country: JSON.stringify({ value: 177, label: '=HYPERLINK("http://evil.example")' }),
        state: JSON.stringify({ value: 17701, label: 'Lisboa\r\nBcc: x' }),
        basedin: JSON.stringify({ value: 1770102, label: '<img src=x>' }),
      }),
    );
    expect(text).toMatchObject({
      country: JSON.stringify({ value: 177, label: 'Portugal' }),
      state: JSON.stringify({ value: 17701, label: 'Lisboa' }),
      basedin: JSON.stringify({ value: 1770102, label: 'Sintra' }),
    });
  });

  it.each([
    ['a hair colour', { hair: '=cmd|" /C calc"!A0' }, { hairColour: 'invalid' }],
    ['a hair type', { hair_type: 'Azul' }, { hairType: 'invalid' }],
    ['a height', { height: '250/8\'2"' }, { height: 'invalid' }],
    ['a shoe size', { shoes: '39\r\nBcc: x' }, { shoes: 'invalid' }],
    ['a skin tone', { skin: '1' }, { skinTone: 'invalid' }],
    ['an ethnicity', { ethnicity: '99' }, { ethnicity: 'invalid' }],
    [
      'a language',
      { languages: JSON.stringify([{ id: 9, lang: 'xx', level: 'native' }]) },
      { languages: 'invalid' },
    ],
    [
      'a language under another’s code',
      { languages: JSON.stringify([{ id: 1, lang: 'en', level: 'native' }]) },
      { languages: 'invalid' },
    ],
    ['a country', { country: JSON.stringify({ value: 999, label: 'Atlantis' }) }, { country: 'invalid' }],
    [
      'a region of another country',
      { state: JSON.stringify({ value: 999, label: 'Lisboa' }) },
      { state: 'invalid' },
    ],
    [
      'a city of another region',
      { basedin: JSON.stringify({ value: 999, label: 'Sintra' }) },
      { city: 'invalid' },
    ],
    ['a region without a country', { country: '' }, { state: 'invalid' }],
  ])('refuses %s outside its list with 422, sending nothing', async (_case, fields, errors) => {
    const { handler, forward } = setup();
    const response = await handler(post(forged(fields)));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(refusal('invalid_fields', { errors }));
    expect(forward).not.toHaveBeenCalled();
  });

  it('checks places in the applicant’s language, and keeps the other listed values as chosen', async () => {
    const text = await forwardedText(forged({ language: 'en', height: '170/5\'7"', bust: '90/35' }));
    expect(text).toMatchObject({
      height: '170/5\'7"',
      bust: '90/35',
      chest: '90/35',
      hair: 'Castanho',
      skin: '1162',
      ethnicity: '3',
      state: JSON.stringify({ value: 17701, label: 'Lisbon' }),
    });
  });

  it('sends the fields as chosen while the panel cannot give their lists, rather than refusing every application', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = async () => {
      throw new PanelError('timeout', 0, 'integration', '/api/options');
    };
    const { handler, forward } = setup({ lists: { attributes: down, options: down } });
    const form = forged({
      hair: 'Ruivo',
      country: JSON.stringify({ value: 177, label: 'Portugal\u2028' }),
    });
    const response = await handler(post(form));
    expect(response.status).toBe(200);
    const sent = forward.mock.calls[0]![0];
    expect(sent.get('hair')).toBe('Ruivo');
    // The browser's label, still one line.
    expect(sent.get('country')).toBe(JSON.stringify({ value: 177, label: 'Portugal' }));
  });
});
