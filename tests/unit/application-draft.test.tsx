// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPLICATION_DRAFT_KEY,
  DRAFT_LIFETIME_MS,
  draftOf,
  parseDraft,
  useApplicationDraft,
} from '@/features/application/draft';
import { emptyApplication } from '@/features/application/empty-application';
import type { Application, ApplicationInput } from '@/features/application/schema';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'close.jpg', { type: 'image/jpeg' });

/** A form filled in everywhere, files, sensitive fields and consent boxes included. */
const filled: ApplicationInput = {
  ...emptyApplication,
  realName: 'Inês Raposo',
  email: 'ines@example.com',
  phone: '+351 912 345 678',
  guardianName: 'Maria Raposo',
  guardianConsent: true,
  birthdate: '2011-05-04',
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

const now = new Date('2026-11-20T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('the application draft', () => {
  it('keeps what was typed or chosen, never the files, the sensitive fields nor the consent boxes', () => {
    const stored = draftOf(filled, now);
    expect(stored.savedAt).toBe(now.getTime());
    expect(stored.fields).toMatchObject({
      realName: 'Inês Raposo',
      guardianName: 'Maria Raposo',
      birthdate: '2011-05-04',
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
      expect(stored.fields).not.toHaveProperty(never);
    }
    expect(JSON.stringify(stored)).not.toContain('close.jpg');
  });

  it('comes back for 7 days, and not after', () => {
    const raw = JSON.stringify(draftOf(filled, now));
    expect(parseDraft(raw, later(DRAFT_LIFETIME_MS - 60_000))).toEqual(draftOf(filled, now).fields);
    expect(parseDraft(raw, later(DRAFT_LIFETIME_MS))).toBeNull();
    // Saved "in the future" (a clock set back since): not trusted either.
    expect(parseDraft(raw, later(-60_000))).toBeNull();
  });

  it('ignores an unreadable draft, and a field of the wrong shape', () => {
    expect(parseDraft(null, now)).toBeNull();
    expect(parseDraft('{not json', now)).toBeNull();
    expect(parseDraft(JSON.stringify({ realName: 'Inês' }), now)).toBeNull();
    expect(parseDraft(JSON.stringify({ savedAt: 'yesterday', fields: {} }), now)).toBeNull();
    const odd = {
      savedAt: now.getTime(),
      fields: { realName: 'Inês', country: 'Lisboa', gender: 'x', ethnicity: '3' },
    };
    expect(parseDraft(JSON.stringify(odd), now)).toEqual({ realName: 'Inês' });
  });
});

/** The form's own draft keeping, on two of its fields. */
function DraftedForm() {
  const form = useForm<ApplicationInput, unknown, Application>({ defaultValues: emptyApplication });
  const forgetDraft = useApplicationDraft(form);
  return (
    <form>
      <input aria-label="Full name" {...form.register('realName')} />
      <select aria-label="Ethnicity" {...form.register('ethnicity')}>
        <option value="">Choose…</option>
        <option value="3">Mixed</option>
      </select>
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

describe('useApplicationDraft', () => {
  it('saves the typed fields as the visitor goes, without the sensitive ones', async () => {
    render(<DraftedForm />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Inês Raposo' } });
    fireEvent.change(screen.getByLabelText('Ethnicity'), { target: { value: '3' } });
    await waitFor(() => expect(storedDraft()).toContain('Inês Raposo'));
    expect(JSON.parse(storedDraft()!).fields).not.toHaveProperty('ethnicity');
  });

  it('keeps the last change when the tab is closed before the save was due', () => {
    render(<DraftedForm />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Inês Raposo' } });
    expect(storedDraft()).toBeNull();
    fireEvent(window, new Event('pagehide'));
    expect(storedDraft()).toContain('Inês Raposo');
  });

  it('brings the draft back after a reload; Clear form forgets it', async () => {
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(draftOf(filled, new Date())));
    render(<DraftedForm />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Inês Raposo'));
    expect(screen.getByLabelText('Ethnicity')).toHaveValue('');

    fireEvent.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(storedDraft()).toBeNull();
  });

  it.each([
    ['expired', JSON.stringify(draftOf(filled, new Date(Date.now() - DRAFT_LIFETIME_MS - 1000)))],
    ['unreadable', '{not json'],
  ])('removes an %s draft and starts empty', async (_, raw) => {
    window.localStorage.setItem(APPLICATION_DRAFT_KEY, raw);
    render(<DraftedForm />);
    await waitFor(() => expect(storedDraft()).toBeNull());
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });

  it('warns on the console when the browser refuses to save, and the form goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<DraftedForm />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Inês' } });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('draft'), expect.anything()),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Inês');
  });
});
