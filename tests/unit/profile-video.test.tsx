// @vitest-environment jsdom
// The profile's media leaves: the video facade, player and thumbnail slider, and the composite button.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompositeDownload } from '@/features/profile/composite-download';
import { VideoGallery } from '@/features/profile/video-gallery';
import type { VideoItem } from '@/lib/content/types';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

const NAME = 'Inês Raposo';
const STORAGE = 'http://127.0.0.1:4010/storage';
const VIDEOS: VideoItem[] = [
  {
    id: 100190,
    provider: 'youtube',
    videoId: 'aB3dE5gH7jK',
    hash: null,
    preview: `${STORAGE}/videos/preview-001.jpg`,
  },
  {
    id: 100191,
    provider: 'vimeo',
    videoId: '752750108',
    hash: '8d537c5e14',
    preview: `${STORAGE}/videos/preview-002.jpg`,
  },
  { id: 100192, provider: 'vimeo', videoId: '76979871', hash: null, preview: null },
];
const THIRD_PARTY = /youtube|vimeo/i;

function renderIn(locale: 'en' | 'pt', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      {ui}
    </NextIntlClientProvider>,
  );
}

/** jsdom has no media queries; Swiper's breakpoints and the motion preference both ask through these. */
function stubMediaQueries({
  width = 1280,
  reducedMotion = false,
}: {
  width?: number;
  reducedMotion?: boolean;
}) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const minWidth = /^\(min-width: (\d+)px\)$/.exec(query)?.[1];
    return {
      matches: minWidth
        ? width >= Number(minWidth)
        : reducedMotion && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

function swiperOf(container: HTMLElement): SwiperInstance {
  const element = container.querySelector<HTMLElement & { swiper?: SwiperInstance }>('.swiper');
  if (!element?.swiper) throw new Error('no Swiper in the gallery');
  return element.swiper;
}

const thumbnail = (number: number) => screen.getByRole('button', { name: `Show video ${number}` });
const player = () => document.querySelector('iframe');

beforeEach(() => stubMediaQueries({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VideoGallery', () => {
  it('shows a facade and asks nothing of YouTube or Vimeo before play', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);

    expect(player()).toBeNull();
    expect(screen.getByRole('button', { name: `Play video 1 of ${NAME}` })).toBeInTheDocument();
    // Every address the page could load is our own storage (through next/image), never a provider.
    const addresses = [...container.querySelectorAll('[src], [srcset], [href]')].flatMap((element) =>
      ['src', 'srcset', 'href'].map((attribute) => element.getAttribute(attribute) ?? ''),
    );
    expect(addresses.filter(Boolean).length).toBeGreaterThan(0);
    expect(addresses.filter((address) => THIRD_PARTY.test(address))).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('creates the YouTube no-cookie player only on play, and moves focus into it', () => {
    renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: `Play video 1 of ${NAME}` }));

    const frame = player();
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aB3dE5gH7jK?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', `Video 1 of ${NAME}`);
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture; encrypted-media');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull();
  });

  it('plays a Vimeo video with its privacy hash', () => {
    renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    fireEvent.click(thumbnail(2));
    fireEvent.click(screen.getByRole('button', { name: `Play video 2 of ${NAME}` }));
    expect(player()).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/752750108?h=8d537c5e14&autoplay=1',
    );
  });

  it('plays a Vimeo video without a hash, from a dark frame when there is no preview', () => {
    renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    fireEvent.click(thumbnail(3));
    const facade = screen.getByRole('button', { name: `Play video 3 of ${NAME}` });
    expect(within(facade).queryByRole('img')).toBeNull();
    expect(facade.querySelector('img')).toBeNull();
    fireEvent.click(facade);
    expect(player()).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1');
  });

  it('swaps a playing video for the facade of the chosen thumbnail', () => {
    renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: `Play video 1 of ${NAME}` }));
    expect(player()).not.toBeNull();

    fireEvent.click(thumbnail(2));
    expect(player()).toBeNull();
    const facade = screen.getByRole('button', { name: `Play video 2 of ${NAME}` });
    expect(facade.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('preview-002.jpg'));
    expect(thumbnail(2)).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnail(1)).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a playing video when its own thumbnail is pressed again', () => {
    renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    fireEvent.click(screen.getByRole('button', { name: `Play video 1 of ${NAME}` }));
    fireEvent.click(thumbnail(1));
    expect(player()).not.toBeNull();
  });

  it('has real, labelled arrow buttons driving the slider', () => {
    const { container } = renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    const slider = screen.getByRole('group', { name: `Videos of ${NAME}` });
    const previous = within(slider).getByRole('button', { name: 'Previous videos' });
    const next = within(slider).getByRole('button', { name: 'Next videos' });
    expect(previous.tagName).toBe('BUTTON');
    expect(swiperOf(container).navigation.prevEl).toBe(previous);
    expect(swiperOf(container).navigation.nextEl).toBe(next);
  });

  it('shows 2 thumbnails per view below 1024 px and 6 from 1024 px, sliding in 1000 ms', () => {
    stubMediaQueries({ width: 390 });
    const { container, unmount } = renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    expect(swiperOf(container).params.slidesPerView).toBe(2);
    expect(swiperOf(container).params.speed).toBe(1000);
    unmount();

    stubMediaQueries({ width: 1024 });
    const wide = renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    expect(swiperOf(wide.container).params.slidesPerView).toBe(6);
  });

  it('slides without animation when the visitor prefers reduced motion', () => {
    stubMediaQueries({ reducedMotion: true });
    const { container } = renderIn('en', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    expect(swiperOf(container).params.speed).toBe(0);
  });

  it('needs no slider for a single video', () => {
    const { container } = renderIn('en', <VideoGallery videos={VIDEOS.slice(0, 1)} talentName={NAME} />);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show video/ })).toBeNull();
    expect(screen.getByRole('button', { name: `Play video 1 of ${NAME}` })).toBeInTheDocument();
  });

  it('speaks Portuguese', () => {
    renderIn('pt', <VideoGallery videos={VIDEOS} talentName={NAME} />);
    expect(screen.getByRole('group', { name: `Vídeos de ${NAME}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar o vídeo 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vídeos anteriores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vídeos seguintes' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: `Reproduzir o vídeo 1 de ${NAME}` }));
    expect(player()).toHaveAttribute('title', `Vídeo 1 de ${NAME}`);
  });
});

describe('CompositeDownload', () => {
  const ZIP_NAME = 'ines-raposo-composite.zip';

  function zipResponse(): Response {
    return new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${ZIP_NAME}"`,
      },
    });
  }

  /** The links the component clicks, as the browser would follow them. */
  function captureDownloads(): { href: string; download: string }[] {
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/composite');
    URL.revokeObjectURL = vi.fn();
    return downloads;
  }

  it('shows a busy state, then saves the zip under the name the route gives', async () => {
    const downloads = captureDownloads();
    let answer: (response: Response) => void = () => undefined;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderIn('en', <CompositeDownload talentId={1001} talentName={NAME} />);

    fireEvent.click(screen.getByRole('button', { name: 'Print composite' }));
    const busy = screen.getByRole('button', { name: 'Preparing…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing…');
    // A second press while preparing starts nothing new.
    fireEvent.click(busy);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/composite/1001?locale=en');

    await act(async () => answer(zipResponse()));
    expect(downloads).toEqual([{ href: 'blob:http://localhost/composite', download: ZIP_NAME }]);
    expect(screen.getByRole('button', { name: 'Print composite' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the file after the talent when the answer carries no name', async () => {
    const downloads = captureDownloads();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array([0x50, 0x4b])));
    renderIn('en', <CompositeDownload talentId={1001} talentName={NAME} />);

    fireEvent.click(screen.getByRole('button', { name: 'Print composite' }));
    await act(async () => undefined);
    expect(downloads.map((download) => download.download)).toEqual([ZIP_NAME]);
  });

  it('shows the route’s localized message on failure and lets the visitor try again', async () => {
    const downloads = captureDownloads();
    const message = en.Api.errors.panel_unavailable;
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ error: 'panel_unavailable', message }, { status: 502 }))
      .mockResolvedValueOnce(zipResponse());
    renderIn('en', <CompositeDownload talentId={1001} talentName={NAME} />);

    fireEvent.click(screen.getByRole('button', { name: 'Print composite' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(downloads).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Print composite' }));
    await act(async () => undefined);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(downloads).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains a lost connection in the visitor’s language', async () => {
    captureDownloads();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderIn('pt', <CompositeDownload talentId={1001} talentName={NAME} />);

    fireEvent.click(screen.getByRole('button', { name: pt.Profile.compositeDownload.print }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pt.Profile.compositeDownload.failed);
    expect(
      screen.getByRole('button', { name: pt.Profile.compositeDownload.print }),
    ).toHaveAccessibleDescription(pt.Profile.compositeDownload.failed);
  });
});
