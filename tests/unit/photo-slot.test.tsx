// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoSlot } from '@/features/application/controls/photo-slot';
import en from '@/messages/en.json';
import { FakeShrinkWorker } from '../fixtures/fake-shrink-worker';

// A photo slot (issue 19, part 7): a file of a photo's type the browser cannot draw is refused as it is
// chosen, with the reason, and the slot keeps what it had; one it can draw is shrunk before the form gets it.

const UNREADABLE = 'We could not open this photo: choose another PNG, GIF or JPEG image.';
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

function renderSlot(current: File | null, onChange = vi.fn(), onCheck = vi.fn()) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={en}>
      <PhotoSlot
        slot="closeUp"
        id="close-up"
        example={<span>example</span>}
        file={current}
        error={null}
        onChange={onChange}
        onCheck={onCheck}
        inputRef={() => undefined}
      />
    </NextIntlClientProvider>,
  );
  const choose = (chosen: File) =>
    fireEvent.change(screen.getByLabelText('Close up'), { target: { files: [chosen] } });
  return { ...view, onChange, onCheck, choose };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PhotoSlot', () => {
  it('refuses a file the browser cannot draw, at once and out loud, keeping the slot as it was', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')),
    );
    const { onChange, choose } = renderSlot(null);
    choose(file('notes.jpg'));
    expect(await screen.findByRole('status')).toHaveTextContent(UNREADABLE);
    expect(screen.getByLabelText('Close up')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Close up')).toHaveAccessibleDescription(UNREADABLE);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('example')).toBeInTheDocument();
  });

  it('takes a photo the browser can draw, checked at a thumbnail’s size', async () => {
    const close = vi.fn();
    const createImageBitmap = vi.fn().mockResolvedValue({ close });
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const { onChange, choose } = renderSlot(null);
    const photo = file('me.jpg');
    choose(photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(photo));
    expect(createImageBitmap).toHaveBeenCalledWith(photo, { resizeWidth: 64 });
    expect(close).toHaveBeenCalled();
    expect(screen.queryByText(UNREADABLE)).toBeNull();
  });

  it('refuses another type at once, naming the types it takes, and shows no broken picture', () => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const { onChange, choose } = renderSlot(null);
    choose(file('cv.pdf', 'application/pdf'));
    expect(screen.getByRole('status')).toHaveTextContent(en.FormErrors.photoType);
    expect(screen.getByLabelText('Close up')).toHaveAccessibleDescription(en.FormErrors.photoType);
    expect(onChange).not.toHaveBeenCalled();
    expect(createImageBitmap).not.toHaveBeenCalled();
    expect(screen.getByText('example')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says how to send an iPhone’s HEIC photo this browser cannot open', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('no', 'EncodingError')));
    const { onChange, choose } = renderSlot(null);
    choose(file('IMG_0004.HEIC', ''));
    expect(await screen.findByRole('status')).toHaveTextContent(en.FormErrors.photoHeic);
    expect(en.FormErrors.photoHeic).toMatch(/Most Compatible/);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('example')).toBeInTheDocument();
  });

  it('calls an empty file empty', () => {
    const { onChange, choose } = renderSlot(null);
    choose(new File([], 'me.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('status')).toHaveTextContent(en.FormErrors.photoEmpty);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('forgets the refusal once the slot holds something else (the form was emptied, say)', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new Error('bad')));
    const kept = file('kept.jpg');
    const { choose, rerender, onChange } = renderSlot(kept);
    choose(file('notes.jpg'));
    expect(await screen.findByText(UNREADABLE, { selector: '[id="close-up-error"]' })).toBeInTheDocument();
    rerender(
      <NextIntlClientProvider locale="en" messages={en}>
        <PhotoSlot
          slot="closeUp"
          id="close-up"
          example={<span>example</span>}
          file={null}
          error={null}
          onChange={onChange}
          onCheck={() => undefined}
          inputRef={() => undefined}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByText(UNREADABLE)).toBeNull();
  });

  // Last: the page's one worker (here a stand-in) stays for whatever runs after it.
  it('says it is preparing a photo it can draw, then hands the form the shrunk JPEG', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close: vi.fn() }));
    vi.stubGlobal('Worker', FakeShrinkWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    FakeShrinkWorker.started = [];
    const { onChange, onCheck, choose } = renderSlot(null);
    choose(file('IMG_0003.png', 'image/png'));
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your photo…');
    expect(onCheck).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(FakeShrinkWorker.started[0]?.requests).toHaveLength(1));
    expect(onChange).not.toHaveBeenCalled();

    const [check] = onCheck.mock.calls[0]!;
    await act(async () => {
      FakeShrinkWorker.started[0]!.answer(() => new Blob(['jpeg'], { type: 'image/jpeg' }));
      await check;
    });
    const sent = onChange.mock.calls[0]![0] as File;
    expect([sent.name, sent.type]).toEqual(['IMG_0003.jpg', 'image/jpeg']);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('turns a HEIC photo the browser can open into the JPEG it sends', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue({ close: vi.fn() }));
    vi.stubGlobal('Worker', FakeShrinkWorker);
    vi.stubGlobal('OffscreenCanvas', class {});
    const { onChange, onCheck, choose } = renderSlot(null);
    choose(file('IMG_0005.heic', 'image/heic'));
    await waitFor(() => expect(FakeShrinkWorker.started[0]?.requests).toHaveLength(1));
    const [check] = onCheck.mock.calls[0]!;
    await act(async () => {
      FakeShrinkWorker.started[0]!.answer(() => new Blob(['jpeg'], { type: 'image/jpeg' }));
      await check;
    });
    const sent = onChange.mock.calls[0]![0] as File;
    expect([sent.name, sent.type]).toEqual(['IMG_0005.jpg', 'image/jpeg']);
  });
});
