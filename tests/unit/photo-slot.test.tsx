// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoSlot } from '@/features/application/photo-slot';
import en from '@/messages/en.json';

// A photo slot (issue 19, part 7): a file of a photo's type the browser cannot draw is refused as it is
// chosen, with the reason, and the slot keeps what it had.

const UNREADABLE = 'We could not open this photo: choose another PNG, GIF or JPEG image.';
const file = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });

function renderSlot(current: File | null, onChange = vi.fn()) {
  const view = render(
    <NextIntlClientProvider locale="en" messages={en}>
      <PhotoSlot
        slot="closeUp"
        id="close-up"
        example={<span>example</span>}
        file={current}
        error={null}
        onChange={onChange}
        inputRef={() => undefined}
      />
    </NextIntlClientProvider>,
  );
  const choose = (chosen: File) =>
    fireEvent.change(screen.getByLabelText('Close up'), { target: { files: [chosen] } });
  return { ...view, onChange, choose };
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

  it('leaves other types to the form’s own check (its own message), without decoding them', () => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    const { onChange, choose } = renderSlot(null);
    const heic = file('holiday.heic', 'image/heic');
    choose(heic);
    expect(onChange).toHaveBeenCalledWith(heic);
    expect(createImageBitmap).not.toHaveBeenCalled();
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
          inputRef={() => undefined}
        />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByText(UNREADABLE)).toBeNull();
  });
});
