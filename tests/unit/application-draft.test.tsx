// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICATION_DRAFT_KEY, draftFields, useApplicationDraft } from '@/features/application/model/draft';
import { emptyApplication } from '@/features/application/model/field-table';
import {
  applicationSchema,
  type Application,
  type ApplicationInput,
} from '@/features/application/model/schema';
import { localIsoDate } from '@/lib/forms/dates';

const now = new Date('2026-11-20T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => {
  // Only the clock is faked: the draft's idle restore and save wait on real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'close.jpg', { type: 'image/jpeg' });

/** A form filled in everywhere by an adult, files, sensitive fields and consent boxes included. */
const filled: ApplicationInput = {
  ...emptyApplication,
  realName: 'Inês Raposo',
  email: 'ines@example.com',
  phone: '+351 912 345 678',
  birthdate: '1998-05-04',
  gender: 'woman',
  ethnicity: '3',
  skinTone: '1162',
  consentSpecial: true,
  country: { value: 177, label: 'Portugal' },
  languages: [{ id: 1, lang: 'pt', level: 'native' }],
  height: '176/5\'9"',
  videoLink: 'https://youtu.be/x',
  video: { file: photo, seconds: 6 },
  closeUp: photo,
  smiling: photo,
  halfBody: photo,
  fullBody: photo,
  privacy: true,
};

const yearsAgo = (years: number) =>
  localIsoDate(new Date(now.getFullYear() - years, now.getMonth(), now.getDate() - 2));

/** The form's own draft keeping, on a few of its fields; Send stands for a send the panel accepted. */
function DraftedForm() {
  const form = useForm<ApplicationInput, unknown, Application>({ defaultValues: emptyApplication });
  const forgetDraft = useApplicationDraft(form);
  return (
    <form>
      <input aria-label="Full name" {...form.register('realName')} />
      <input aria-label="Email" {...form.register('email')} />
      <input aria-label="Birth date" {...form.register('birthdate')} />
      <input aria-label="Guardian" {...form.register('guardianName')} />
      <select aria-label="Ethnicity" {...form.register('ethnicity')}>
        <option value="">Choose…</option>
        <option value="3">Mixed</option>
      </select>
      <button
        type="button"
        onClick={() => {
          for (const [name, value] of Object.entries(filled)) {
            form.setValue(name as keyof ApplicationInput, value);
          }
        }}
      >
        Fill everything
      </button>
      <button type="button" onClick={() => void Promise.resolve('AB12CD').then(forgetDraft)}>
        Send
      </button>
      <button
        type="button"
        onClick={() => {
          form.reset(emptyApplication);
          forgetDraft();
        }}
      >
        Clear form
      </button>
    </form>
  );
}

const storedDraft = () => window.localStorage.getItem(APPLICATION_DRAFT_KEY);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** What the browser does as the tab closes: the pending save is made at once. */
const leavePage = () => fireEvent(window, new Event('pagehide'));

/** A new page load, with whatever this device keeps. */
function reload() {
  cleanup();
  render(<DraftedForm />);
}

describe('the application draft', () => {
  it('keeps what was typed or chosen, never the files, the sensitive fields nor the consent boxes', async () => {
    render(<DraftedForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Fill everything' }));
    leavePage();
    const { state } = JSON.parse(storedDraft()!);
    expect(state).toMatchObject({
      realName: 'Inês Raposo',
      birthdate: '1998-05-04',
      gender: 'woman',
      country: { value: 177, label: 'Portugal' },
      languages: [{ id: 1, lang: 'pt', level: 'native' }],
      height: '176/5\'9"',
    });
    for (const never of [
      'closeUp',
      'smiling',
      'halfBody',
      'fullBody',
      'video',
      'ethnicity',
      'skinTone',
      'consentSpecial',
      'guardianConsent',
      'privacy',
    ]) {
      expect(state).not.toHaveProperty(never);
    }
    expect(storedDraft()).not.toContain('close.jpg');
  });

  it('saves as the visitor goes, and the last change when the tab is closed before the save was due', async () => {
    render(<DraftedForm />);
    type('Full name', 'Inês');
    await waitFor(() => expect(storedDraft()).toContain('Inês'));
    type('Full name', 'Inês Raposo');
    expect(storedDraft()).not.toContain('Inês Raposo');
    leavePage();
    expect(storedDraft()).toContain('Inês Raposo');
  });

  it('comes back after a reload for 24 hours, and is removed after that', async () => {
    render(<DraftedForm />);
    type('Full name', 'Inês Raposo');
    type('Ethnicity', '3');
    leavePage();

    vi.setSystemTime(now.getTime() + DAY_MS - 60_000);
    reload();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Inês Raposo'));
    expect(screen.getByLabelText('Ethnicity')).toHaveValue('');

    vi.setSystemTime(now.getTime() + DAY_MS);
    reload();
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it.each([
    ['an older site’s draft', { savedAt: now.getTime(), fields: { realName: 'Inês Raposo' } }],
    ['another version', { state: { realName: 'Inês Raposo' }, version: 99, savedAt: now.getTime() }],
    [
      'a draft saved "in the future"',
      { state: { realName: 'Inês Raposo' }, version: 1, savedAt: now.getTime() + 3_600_000 },
    ],
  ])('drops %s: removed, and the form starts empty', async (_, stored) => {
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(stored));
    reload();
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('drops what is not JSON', async () => {
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, '{not json');
    reload();
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it('brings back only the fields the application’s schema accepts, as typed', () => {
    const stored = {
      realName: ' Inês Raposo ',
      gender: 'x',
      country: 'Lisboa',
      languages: [{ id: 1, lang: 'pt', level: 'native' }],
      ethnicity: '3',
      privacy: true,
    };
    expect(draftFields(stored, applicationSchema)).toEqual({
      realName: ' Inês Raposo ',
      languages: [{ id: 1, lang: 'pt', level: 'native' }],
    });
  });

  it('keeps nothing of a minor: a birth date under 18 removes the draft, guardian and all', async () => {
    render(<DraftedForm />);
    type('Full name', 'Inês Raposo');
    type('Email', 'ines@example.com');
    leavePage();
    expect(storedDraft()).toContain('Inês Raposo');

    type('Birth date', yearsAgo(15));
    type('Guardian', 'Maria Raposo');
    leavePage();
    expect(storedDraft()).toBeNull();

    // An adult's birth date and the guardian's name, given by mistake, are kept as typed.
    type('Full name', 'Inês Raposo');
    type('Birth date', yearsAgo(18));
    type('Guardian', 'Maria Raposo');
    leavePage();
    expect(JSON.parse(storedDraft()!).state).toMatchObject({
      birthdate: yearsAgo(18),
      guardianName: 'Maria Raposo',
    });
  });

  it.each(['Send', 'Clear form'])('is removed by %s', async (button) => {
    render(<DraftedForm />);
    type('Full name', 'Inês Raposo');
    leavePage();
    expect(storedDraft()).toContain('Inês Raposo');
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(storedDraft()).toBeNull());
  });

  it('warns on the console when the browser refuses to save, and the form goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<DraftedForm />);
    type('Full name', 'Inês');
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('draft'), expect.anything()),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Inês');
  });
});
