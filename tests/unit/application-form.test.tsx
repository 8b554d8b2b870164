// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApplicationForm } from '@/features/application/form';
import type { ApplicationChoices } from '@/features/application/model/choices';
import { API_ERROR_STATUS } from '@/lib/api/errors';
import { addDays, isoToDisplay, localIsoDate } from '@/lib/forms/dates';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { stubUploads, type ReportProgress, type UploadOutcome } from '../fixtures/fake-upload';

// Each photo slot, with its preview, renders again whenever the form does.
const photoSlotRenders = vi.hoisted(() => vi.fn());
vi.mock('@/features/application/controls/photo-slot', async (importOriginal) => {
  const { PhotoSlot } = await importOriginal<typeof import('@/features/application/controls/photo-slot')>();
  return {
    PhotoSlot: (props: ComponentProps<typeof PhotoSlot>) => {
      photoSlotRenders();
      return <PhotoSlot {...props} />;
    },
  };
});

const choices: ApplicationChoices = {
  countries: [{ id: 177, value: 'Portugal', iso: 'PT' }],
  languages: [
    { id: 1, value: 'Portuguese', iso: 'pt' },
    { id: 2, value: 'English', iso: 'en' },
  ],
  ethnicities: [{ id: 3, value: 'Mixed' }],
  measures: {
    height: ['176/5\'9"'],
    bust: [],
    waist: [],
    hips: [],
    shoes: ['39'],
    jeans: [],
  },
  hairColours: [{ value: 'Castanho', label: 'Brown' }],
  eyeColours: [],
  skinTones: [],
};
const examples = {
  closeUp: <span>example 1</span>,
  smiling: <span>example 2</span>,
  halfBody: <span>example 3</span>,
  fullBody: <span>example 4</span>,
};

function renderIn(locale: 'en' | 'pt') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      <ApplicationForm
        choices={choices}
        examples={examples}
        notice={<section aria-label="notice">notice</section>}
        privacyPolicyUrl="/privacy-policy.pdf"
      />
    </NextIntlClientProvider>,
  );
}

const photo = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], name, { type });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** A visitor's choice: pressing a select focuses it, which brings its options before the browser idles. */
function choose(label: string, value: string) {
  const select = screen.getByLabelText(label);
  act(() => select.focus());
  fireEvent.change(select, { target: { value } });
}
const optionLabels = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
const adult = isoToDisplay(addDays(localIsoDate(new Date()), -25 * 366));
const minor = isoToDisplay(addDays(localIsoDate(new Date()), -15 * 365));

function choosePhotos(
  names = ['IMG_20260315_142233_portrait.jpg', 'smile.png', 'half.gif', 'full.jpeg'],
  slots: string[] = Object.values(en.Application.photos.slots),
) {
  const types = ['image/jpeg', 'image/png', 'image/gif', 'image/jpeg'];
  slots.forEach((slot, index) =>
    fireEvent.change(screen.getByLabelText(slot), {
      target: { files: [photo(names[index]!, types[index])] },
    }),
  );
}

function fillRequiredIn(locale: 'en' | 'pt') {
  const { fields, photos, privacy } = (locale === 'en' ? en : pt).Application;
  type(fields.realName, 'Inês Raposo');
  type(fields.email, 'ines@example.com');
  type(fields.phone, '+351 912 345 678');
  type(fields.birthdate, adult);
  choosePhotos(undefined, Object.values(photos.slots));
  fireEvent.click(screen.getByLabelText(privacy.statement));
}
const fillRequired = () => fillRequiredIn('en');
/** What the form's live regions say. */
const statusText = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('scrollTo', vi.fn());
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // What one test typed is kept as a draft the next would bring back.
  window.localStorage.clear();
});

describe('ApplicationForm', () => {
  it('marks what is missing in red with the notice, and focuses the first field', async () => {
    const uploads = stubUploads(async () => Response.json({ ok: true }));
    renderIn('en');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the fields marked in red');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByLabelText('Close up')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Please add this photo.')).toHaveLength(4);
    const privacy = screen.getByLabelText(
      'I declare having read and accepted all terms of the privacy policy',
    );
    expect(privacy).toHaveAccessibleDescription('Please accept the privacy policy to send your application.');
    // Optional fields stay unmarked.
    expect(screen.getByLabelText('Artistic name or nickname')).not.toHaveAttribute('aria-invalid');
    expect(uploads).not.toHaveBeenCalled();
  });

  it('shows the same notice in Portuguese', async () => {
    renderIn('pt');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, preenche os campos marcados a vermelho',
    );
  });

  it('asks a minor for a guardian, and only a minor', async () => {
    stubUploads(async () => Response.json({ ok: true }));
    renderIn('en');
    fillRequired();
    type('Date of birth', minor);
    const guardian = screen.getByLabelText(/Parent or legal guardian’s full name/);
    expect(guardian).toHaveAttribute('aria-required', 'true');
    expect(guardian).toHaveAccessibleDescription('Required: you are under 18.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(guardian).toHaveFocus());
    expect(guardian).toHaveAccessibleDescription(
      /apply with a parent or legal guardian: please give their full name/,
    );

    // Back to an adult's birth date, the guardian is no longer asked for.
    type('Date of birth', adult);
    await waitFor(() => expect(guardian).not.toHaveAttribute('aria-invalid'));
    expect(guardian).not.toHaveAttribute('aria-required');
  });

  it('names the bust field after the gender chosen', () => {
    renderIn('en');
    expect(screen.getByRole('combobox', { name: 'Bust / chest' })).toBeInTheDocument();
    choose('Gender', 'man');
    expect(screen.getByRole('combobox', { name: 'Chest' })).toBeInTheDocument();
    choose('Gender', 'woman');
    expect(screen.getByRole('combobox', { name: 'Bust' })).toBeInTheDocument();
  });

  it('brings the options of a focused select at once, and of every select once the browser is idle', async () => {
    renderIn('en');
    // The page's HTML and first render carry the placeholder alone.
    expect(optionLabels('Height')).toEqual(['Choose…']);
    expect(optionLabels('Shoe size (EU)')).toEqual(['Choose…']);
    act(() => screen.getByLabelText('Height').focus());
    expect(optionLabels('Height')).toEqual(['Choose…', '176 cm · 5\'9"']);
    await waitFor(() => expect(optionLabels('Shoe size (EU)')).toEqual(['Choose…', '39']));
    expect(optionLabels('Hair colour')).toEqual(['Choose…', 'Brown']);
  });

  it('normalises social handles when the field is left, and Enter leaves a field', () => {
    renderIn('en');
    const instagram = screen.getByLabelText('Instagram');
    fireEvent.change(instagram, { target: { value: 'https://www.instagram.com/inês.raposo/' } });
    fireEvent.blur(instagram);
    expect(instagram).toHaveValue('ines.raposo');

    const name = screen.getByLabelText('Full name');
    name.focus();
    fireEvent.keyDown(name, { key: 'Enter' });
    expect(name).not.toHaveFocus();
  });

  it('refuses a photo that is not png, gif or jpeg, and shortens long file names', async () => {
    renderIn('en');
    fireEvent.change(screen.getByLabelText('Close up'), {
      target: { files: [photo('cv.pdf', 'application/pdf')] },
    });
    expect(screen.getByLabelText('Close up')).toHaveAccessibleDescription('Choose a PNG, GIF or JPEG image.');
    fireEvent.change(screen.getByLabelText('Smiling'), {
      target: { files: [photo('IMG_20260315_142233_portrait.jpg')] },
    });
    expect(screen.getByText('IMG_20260315_142233_…')).toHaveAttribute(
      'title',
      'IMG_20260315_142233_portrait.jpg',
    );
    expect(screen.getByRole('img', { name: 'Your photo: Smiling' })).toBeInTheDocument();
  });

  it('adds languages at fluent, with a level to change', () => {
    renderIn('en');
    choose('Language to add', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Add language' }));
    const level = screen.getByLabelText('Level of English');
    expect(level).toHaveValue('fluent');
    fireEvent.change(level, { target: { value: 'native' } });
    expect(level).toHaveValue('native');
    fireEvent.click(screen.getByRole('button', { name: 'Remove English' }));
    expect(screen.queryByLabelText('Level of English')).toBeNull();
  });

  it('keeps everything, photos included, when the panel fails; then sends, gives the reference and empties', async () => {
    const answers = [
      Response.json({ error: 'panel_unavailable' }, { status: 502 }),
      Response.json({ ok: true, reference: 'A-260315-7K3QX9' }),
    ];
    const uploads = stubUploads(async () => answers.shift()!);
    renderIn('en');
    fillRequired();
    choose('Gender', '');
    choose('Height', '176/5\'9"');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the agency/);
    expect(screen.getByLabelText('Full name')).toHaveValue('Inês Raposo');
    expect(screen.getByText('IMG_20260315_142233_…')).toBeInTheDocument();

    const [url, sent] = uploads.mock.calls[0]!;
    expect(url).toBe('/api/be-a-model');
    expect(sent.get('realname')).toBe('Inês Raposo');
    expect(sent.get('gender')).toBe('undefined');
    expect(sent.get('height')).toBe('176/5\'9"');
    expect(sent.get('birthdate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.get('language')).toBe('en');
    expect(sent.get('privacy')).toBe('accepted');
    expect((sent.get('image_2') as File).name).toBe('smile.png');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(screen.queryByText(/could not reach the agency/)).toBeNull();
    // The retry is the same application: the panel stores one reference once (its idempotency key).
    const references = uploads.mock.calls.map(([, body]) => body.get('reference'));
    expect(references[0]).toMatch(/^A-\d{6}-[0-9A-Z]{6}$/);
    expect(references[1]).toBe(references[0]);
    // The receipt, with the reference, takes focus and comes into view at once.
    const receipt = screen.getByRole('heading', { name: 'Application received' }).parentElement!;
    expect(receipt).toHaveTextContent(/Your reference is A-260315-7K3QX9:/);
    expect(receipt).toHaveFocus();
    expect(within(receipt).getByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(receipt.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'smooth' });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument(), {
      timeout: 4_000,
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByText('IMG_20260315_142233_…')).toBeNull();
    expect(within(screen.getByRole('form')).getByText('example 1')).toBeInTheDocument();
    // The receipt stays, focused, once everything is empty.
    expect(receipt).toHaveFocus();
    expect(receipt).toHaveTextContent(/Your reference is A-260315-7K3QX9:/);
    await act(async () => undefined);
  });
});

describe('ApplicationForm when the site cannot take the application just now', () => {
  it.each([
    ['video_unavailable', 'en', { error: 'video_unavailable' }, en.FormErrors.problems.videoUnavailable],
    ['video_unavailable', 'pt', { error: 'video_unavailable' }, pt.FormErrors.problems.videoUnavailable],
  ] as const)('%s in %s: says why and keeps everything', async (_, locale, answer, message) => {
    const messages = locale === 'en' ? en : pt;
    const uploads = stubUploads(async () =>
      Response.json(answer, { status: API_ERROR_STATUS[answer.error], headers: { 'Retry-After': '5' } }),
    );
    renderIn(locale);
    const { fields, send: submit } = messages.Application;
    fillRequiredIn(locale);

    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploads).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(fields.realName)).toHaveValue('Inês Raposo');
    expect(screen.getByLabelText(fields.email)).toHaveValue('ines@example.com');
    expect(screen.getByText('IMG_20260315_142233_…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });

  it.each([
    ['busy', 'en', 503, 5, /Many people are sending right now: trying again in 5 seconds/],
    [
      'rate_limited',
      'pt',
      429,
      5,
      /Estão muitas pessoas a enviar neste momento: vamos tentar de novo dentro de 5 segundos/,
    ],
    [
      'upload_too_slow',
      'en',
      408,
      1,
      /Waiting for a connection… your photos are kept\. Trying again in 1 second/,
    ],
  ] as const)(
    '%s in %s: waits as told, saying so, and sends the same application on its own',
    async (error, locale, status, waitSeconds, waiting) => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const told = error === 'upload_too_slow' ? {} : { retryAfterSeconds: waitSeconds };
      const outcomes: UploadOutcome[] = [
        Response.json({ error, ...told }, { status }),
        Response.json({ ok: true, reference: 'A-260315-7K3QX9' }),
      ];
      const uploads = stubUploads(async () => outcomes.shift()!);
      const { send, sent } = (locale === 'en' ? en : pt).Application;
      renderIn(locale);
      fillRequiredIn(locale);
      fireEvent.click(screen.getByRole('button', { name: send }));

      await waitFor(() => expect(statusText()).toMatch(waiting));
      expect(screen.queryByRole('alert')).toBeNull();
      // Not before the time the site asked for.
      await act(() => vi.advanceTimersByTimeAsync(waitSeconds * 1000 - 500));
      expect(uploads).toHaveBeenCalledTimes(1);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByRole('button', { name: sent })).toBeInTheDocument();
      const [first, second] = uploads.mock.calls.map(([, body]) => body.get('reference'));
      expect(second).toBe(first);
      vi.useRealTimers();
    },
  );
});

describe('ApplicationForm for assistive technology and autofill', () => {
  it.each(['en', 'pt'] as const)(
    'gives every element its own id and the video file its format hint (%s)',
    (locale) => {
      const messages = locale === 'en' ? en : pt;
      const { container } = renderIn(locale);
      const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);

      const videoFile = screen.getByLabelText(messages.Application.video.file);
      expect(videoFile).toHaveAttribute('type', 'file');
      expect(videoFile).toHaveAccessibleDescription(
        expect.stringContaining(messages.Application.video.fileHint) as unknown as string,
      );
      // The video link is not the visitor's home page, which autocomplete="url" would offer.
      expect(screen.getByLabelText(messages.Application.fields.videoLink)).not.toHaveAttribute(
        'autocomplete',
        'url',
      );
      expect(container.querySelector('[autocomplete="url"]')).toBeNull();
    },
  );
});

describe('ApplicationForm on a phone’s connection', () => {
  it('shows how far the upload has gone and how long is left, telling screen readers each quarter', async () => {
    let finish: (answer: Response) => void = () => undefined;
    stubUploads(async (_url, _body, progress) => {
      progress(1_000_000, 4_000_000);
      return new Promise<Response>((resolve) => (finish = resolve));
    });
    renderIn('en');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '25'));
    expect(screen.getByText('25 % · 1.0 of 4.0 MB')).toBeInTheDocument();
    expect(statusText()).toContain('25 % sent');

    act(() => finish(Response.json({ ok: true, reference: 'A-260315-7K3QX9' })));
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('upload progress re-renders the bar, not the form: a phone reports it every 50 ms for minutes', async () => {
    let report: ReportProgress = () => undefined;
    const uploads = stubUploads((_url, _body, progress) => {
      report = progress;
      return new Promise<UploadOutcome>(() => undefined);
    });
    renderIn('en');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const bar = await screen.findByRole('progressbar', { name: 'Sending progress' });
    await waitFor(() => expect(uploads).toHaveBeenCalledTimes(1));
    photoSlotRenders.mockClear();

    for (let event = 1; event <= 10; event += 1) act(() => report(event * 300_000, 4_000_000));

    expect(bar).toHaveAttribute('value', '75');
    expect(screen.getByText(/^75 % · 3\.0 of 4\.0 MB/)).toBeInTheDocument();
    expect(photoSlotRenders).not.toHaveBeenCalled();
  });

  it('tries again on its own after a dropped connection, saying so, and sends the same application', async () => {
    const outcomes: UploadOutcome[] = ['drop', Response.json({ ok: true, reference: 'A-260315-7K3QX9' })];
    const uploads = stubUploads(async () => outcomes.shift()!);
    renderIn('pt');
    fillRequiredIn('pt');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() =>
      expect(statusText()).toContain(
        'À espera de ligação… as tuas fotografias ficam guardadas. Vamos tentar de novo dentro de 1 segundo: o envio continua sozinho.',
      ),
    );
    expect(await screen.findByRole('button', { name: 'Enviado' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = uploads.mock.calls.map(([, body]) => body.get('reference'));
    expect(second).toBe(first);
  });

  describe.each([
    ['15 seconds', 15_000],
    ['a minute', 60_000],
    ['5 minutes', 5 * 60_000],
  ])('offline for %s', (_, offlineMs) => {
    it('waits for the connection, saying so, and sends the same application by itself once back online', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      let online = false;
      vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
      const uploads = stubUploads(async () =>
        online ? Response.json({ ok: true, reference: 'A-260315-7K3QX9' }) : 'drop',
      );
      renderIn('en');
      fillRequired();
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

      await waitFor(() =>
        expect(statusText()).toContain(
          'Waiting for a connection… your photos are kept. Sending goes on by itself once you are back online.',
        ),
      );
      await act(() => vi.advanceTimersByTimeAsync(offlineMs));
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      // Backed-off tries while offline: never more than one every 30 s once the waits have grown.
      expect(uploads.mock.calls.length).toBeLessThanOrEqual(6 + Math.ceil(offlineMs / 30_000));

      // The browser says it is back: no wait for the next try.
      const triesBefore = uploads.mock.calls.length;
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
      expect(await screen.findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
      expect(uploads).toHaveBeenCalledTimes(triesBefore + 1);
      expect(new Set(uploads.mock.calls.map(([, body]) => body.get('reference'))).size).toBe(1);
      expect(screen.getByText('A-260315-7K3QX9')).toBeInTheDocument();
      vi.useRealTimers();
    });
  });

  it('keeps trying for 10 minutes, then says so and keeps everything, photos included; Submit tries again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const uploads = stubUploads(async () => 'drop');
    renderIn('en');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(uploads).toHaveBeenCalledTimes(1));
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(statusText()).toContain(
      'Waiting for a connection… your photos are kept. Trying again in 30 seconds',
    );
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    const tries = uploads.mock.calls.length;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not get through: the connection stayed down for 10 minutes (${tries} tries). Everything you entered is still here`,
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Inês Raposo');
    expect(screen.getByText('IMG_20260315_142233_…')).toBeInTheDocument();
    vi.useRealTimers();

    uploads.mockImplementation(async () => Response.json({ ok: true, reference: 'A-260315-7K3QX9' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    // Nothing changed: the same application as the tries before.
    expect(new Set(uploads.mock.calls.map(([, body]) => body.get('reference'))).size).toBe(1);
  });

  it('Cancel stops the wait for the connection at once and keeps everything', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const uploads = stubUploads(async () => 'drop');
    renderIn('en');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(() => vi.advanceTimersByTimeAsync(3 * 60_000));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(statusText()).toContain('Sending cancelled.'));
    const tries = uploads.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(uploads).toHaveBeenCalledTimes(tries);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Inês Raposo');
    vi.useRealTimers();
  });

  it('sends an application corrected after a failed send as a new one, under a new reference', async () => {
    const uploads = stubUploads(async () => Response.json({ error: 'panel_unavailable' }, { status: 502 }));
    renderIn('en');
    fillRequired();
    const send = async (times: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(uploads).toHaveBeenCalledTimes(times));
      await screen.findByRole('alert');
    };
    await send(1);
    await send(2);
    type('Phone number', '+351 933 000 111');
    await send(3);
    const [first, again, corrected] = uploads.mock.calls.map(([, body]) => body.get('reference'));
    expect(again).toBe(first);
    expect(corrected).not.toBe(first);
    expect(uploads.mock.calls[2]![1].get('phone')).toBe('+351 933 000 111');
  });

  it('Cancel stops the upload, says so as a status, not an alert, keeps everything and gives Send the focus back', async () => {
    const uploads = stubUploads(() => new Promise<UploadOutcome>(() => undefined));
    renderIn('en');
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    // The answer to the visitor's own choice, said politely: nothing went wrong.
    await waitFor(() =>
      expect(statusText()).toContain(
        'Sending cancelled. Everything you entered is still here, photos included.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('ines@example.com');
    expect(screen.getByText('IMG_20260315_142233_…')).toBeInTheDocument();
    expect(uploads).toHaveBeenCalledTimes(1);
  });
});
