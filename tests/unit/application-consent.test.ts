import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationSchema } from '@/features/application/model/schema';
import { APPLICATION_NOTICE_VERSION, applicationFormData } from '@/features/application/model/wire';
import { fieldErrorsFrom } from '@/lib/api/field-errors';
import { addDays, localIsoDate } from '@/lib/forms/dates';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { refusal } from '../fixtures/api-refusal';
import { application, formOf, post, setup } from '../fixtures/application-post';

// Ethnicity and skin tone go only with their own consent box, dropped by the browser and by the server
// without it; a minor's guardian gives their name and ticks their own box; the panel gets the consents
// given and the notice's version.

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));

afterEach(() => vi.restoreAllMocks());

const minorBirthdate = addDays(localIsoDate(new Date()), -15 * 365);

/** The text fields the handler forwarded to the panel. */
function forwardedText(forward: ReturnType<typeof setup>['forward']) {
  const form = forward.mock.calls[0]![0];
  return Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
}

describe('the sensitive fields’ consent', () => {
  it('the browser’s post leaves ethnicity and skin tone out without their box, and records it', () => {
    const sent = applicationFormData(applicationSchema.parse(application({ consentSpecial: false })), {});
    expect(sent.has('ethnicity')).toBe(false);
    expect(sent.has('skin')).toBe(false);
    expect(sent.get('consent_special')).toBe('false');
    expect(sent.get('notice_version')).toBe(APPLICATION_NOTICE_VERSION);

    const consented = applicationFormData(applicationSchema.parse(application({ consentSpecial: true })), {});
    expect(consented.get('ethnicity')).toBe('3');
    expect(consented.get('skin')).toBe('1162');
    expect(consented.get('consent_special')).toBe('true');
  });

  it('the server drops them, unchecked, from a post carrying them without the box', async () => {
    const { handler, forward } = setup();
    const form = formOf(application({ consentSpecial: false }));
    // A forged or outdated page: values sent anyway, one of them in no list.
    form.set('ethnicity', '999');
    form.set('skin', '1162');
    const response = await handler(post(form));
    expect(response.status).toBe(200);
    const text = forwardedText(forward);
    expect(text).not.toHaveProperty('ethnicity');
    expect(text).not.toHaveProperty('skin');
    expect(text).toMatchObject({
      realname: 'Inês Raposo',
      consent_special: 'false',
      guardian_consent: 'false',
      notice_version: APPLICATION_NOTICE_VERSION,
    });
  });

  it('the server forwards them with the box ticked, and the consent with them', async () => {
    const { handler, forward } = setup();
    const response = await handler(post(formOf(application({ consentSpecial: true }))));
    expect(response.status).toBe(200);
    expect(forwardedText(forward)).toMatchObject({
      ethnicity: '3',
      skin: '1162',
      consent_special: 'true',
      notice_version: APPLICATION_NOTICE_VERSION,
    });
  });
});

describe('a minor’s guardian', () => {
  const errorsOf = (changes: Parameters<typeof application>[0]) => {
    const result = applicationSchema.safeParse(application(changes));
    return result.success ? {} : fieldErrorsFrom(result.error);
  };

  it('the shared schema asks a minor for the guardian’s name and box, and an adult for neither', () => {
    expect(errorsOf({ birthdate: minorBirthdate })).toEqual({
      guardianName: 'guardianRequired',
      guardianConsent: 'guardianConsent',
    });
    expect(errorsOf({ birthdate: minorBirthdate, guardianName: 'Maria Raposo' })).toEqual({
      guardianConsent: 'guardianConsent',
    });
    expect(errorsOf({ birthdate: minorBirthdate, guardianConsent: true })).toEqual({
      guardianName: 'guardianRequired',
    });
    expect(
      errorsOf({ birthdate: minorBirthdate, guardianName: 'Maria Raposo', guardianConsent: true }),
    ).toEqual({});
    expect(errorsOf({ guardianName: '', guardianConsent: false })).toEqual({});
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ] as const)(
    'the route refuses a minor without the guardian’s box with a 422 naming the field (%s)',
    async (language, messages) => {
      const { handler, forward } = setup();
      // The browser would not send it: posted as a forged or outdated page would.
      const form = formOf(application({ guardianName: 'Maria Raposo' }), { language });
      form.set('birthdate', minorBirthdate);
      const response = await handler(post(form));
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(
        refusal('invalid_fields', { errors: { guardianConsent: 'guardianConsent' } }, language),
      );
      // The key the browser shows at the box, in the visitor's language.
      expect(messages.FormErrors.guardianConsent).toMatch(/legal guardian|representante legal/);
      expect(forward).not.toHaveBeenCalled();
    },
  );

  it('the route takes a minor’s application with the guardian’s name and box', async () => {
    const { handler, forward } = setup();
    const form = formOf(application({ guardianName: 'Maria Raposo', guardianConsent: true }));
    form.set('birthdate', minorBirthdate);
    const response = await handler(post(form));
    expect(response.status).toBe(200);
    expect(forwardedText(forward)).toMatchObject({
      guardian: 'Maria Raposo',
      guardian_consent: 'true',
      birthdate: minorBirthdate,
    });
  });

  it('an adult applies without a guardian or their box', async () => {
    const { handler, forward } = setup();
    const response = await handler(post(formOf(application())));
    expect(response.status).toBe(200);
    expect(forwardedText(forward)).toMatchObject({ guardian: '', guardian_consent: 'false' });
  });
});
