// @vitest-environment jsdom
// The about page's background track: started on arrival where the browser allows it, else on the next click.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoundToggle } from '@/features/layout/sound-toggle';
import en from '@/messages/en.json';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/about' }));

/** An audio element whose play() settles when the test says, as a track still downloading does. */
class FakeAudio extends EventTarget {
  static last: FakeAudio | null = null;
  loop = false;
  paused = true;
  /** Ends the play() still waiting for the track, as browsers do. */
  private rejectPending: ((error: DOMException) => void) | null = null;

  constructor() {
    super();
    FakeAudio.last = this;
  }

  play(): Promise<void> {
    this.paused = false;
    this.dispatchEvent(new Event('play'));
    return new Promise((_resolve, reject) => {
      this.rejectPending = reject;
    });
  }

  /** What browsers do to a play() still waiting for the track when pause() is called. */
  pause() {
    this.stop(new DOMException('The play() request was interrupted by a call to pause().', 'AbortError'));
  }

  /** A browser that refuses sound before the visitor's first gesture. */
  refuse() {
    this.stop(new DOMException('play() failed without a gesture.', 'NotAllowedError'));
  }

  private stop(error: DOMException) {
    this.paused = true;
    this.dispatchEvent(new Event('pause'));
    this.rejectPending?.(error);
    this.rejectPending = null;
  }
}

function renderToggle() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <SoundToggle autoplay />
      <p>Elsewhere on the page</p>
    </NextIntlClientProvider>,
  );
  return FakeAudio.last;
}

beforeEach(() => {
  FakeAudio.last = null;
  vi.stubGlobal('Audio', FakeAudio);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  await Promise.resolve(); // the track's play() interrupted by leaving the page settles quietly
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SoundToggle on arrival', () => {
  it('stays off after the visitor turns it off while the track was still loading', async () => {
    const audio = renderToggle();
    expect(audio?.paused).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Turn sound off' }));
    await act(async () => undefined);

    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Elsewhere on the page'));
    expect(audio?.paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeInTheDocument();
  });

  it('starts on the next click where the browser refused to play before a gesture', async () => {
    const audio = renderToggle();
    await act(async () => audio?.refuse());
    expect(screen.getByRole('button', { name: 'Turn sound on' })).toBeInTheDocument();

    fireEvent.click(screen.getByText('Elsewhere on the page'));
    expect(audio?.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn sound off' })).toBeInTheDocument();
  });
});
