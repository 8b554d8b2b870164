// @vitest-environment jsdom
// The top progress bar: it starts with every route change and every browser fetch, shows only after
// 200 ms, ends when the next address is on screen or the fetches are over; slow route changes also dim
// the page.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadProgressBar,
  NavigationProgress,
  PROGRESS_THROTTLE_MS,
} from '@/features/layout/navigation-progress';
import { useLoadingStore } from '@/lib/ui/loading-store';
import { addressOf, navigationStarted, trackProgress, useProgressStore } from '@/lib/ui/progress';
import { getQueryClient } from '@/lib/ui/query-client';

const address = vi.hoisted(() => ({ pathname: '/en/models', query: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => address.pathname,
  useSearchParams: () => new URLSearchParams(address.query),
}));

const bar = () => document.getElementById('nprogress');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function showPage(pathname: string, query = '') {
  address.pathname = pathname;
  address.query = query;
  view.rerender(<NavigationProgress />);
}

let view: ReturnType<typeof render>;

// The bar's code loads when the page is idle, long before a visitor's first wait: here, before the tests.
beforeAll(() => loadProgressBar());

beforeEach(() => {
  vi.useFakeTimers();
  address.pathname = '/en/models';
  address.query = '';
  view = render(<NavigationProgress />);
});

afterEach(async () => {
  getQueryClient().clear();
  act(() => useProgressStore.setState({ navigatingTo: null, queries: 0, tracked: 0 }));
  await wait(2000);
  cleanup();
  useProgressStore.setState({ shown: null });
  vi.useRealTimers();
});

describe('the progress bar during a route change', () => {
  it('appears 200 ms after a link is followed and goes once the next page is on screen', async () => {
    act(() => navigationStarted('/en/models/1001/ana-silva'));
    await wait(PROGRESS_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    await wait(1);
    expect(bar()).not.toBeNull();

    showPage('/en/models/1001/ana-silva');
    await wait(1000);
    expect(bar()).toBeNull();
  });

  it('never shows for a change quicker than 200 ms', async () => {
    act(() => navigationStarted('/en/actors'));
    await wait(150);
    showPage('/en/actors');
    await wait(1000);
    expect(bar()).toBeNull();
  });

  it('starts for Back and Forward too: the address on screen, not the browser’s, is the one left', async () => {
    // On popstate the browser's address is already the target's.
    window.history.replaceState(null, '', '/en/about');
    act(() => navigationStarted('/en/about'));
    expect(useProgressStore.getState().navigatingTo).toBe('/en/about');
  });

  it('stays still for a link to the page on screen, whatever the spelling of its query', () => {
    showPage('/en/models', 'gender=woman&q=ana%20silva');
    act(() => navigationStarted('/en/models?gender=woman&q=ana+silva#top'));
    expect(useProgressStore.getState().navigatingTo).toBeNull();
  });

  it('fades the page out for another page, and dims it after a second', async () => {
    act(() => navigationStarted('/en/contact'));
    expect(document.documentElement.dataset.leaving).toBe('');
    await wait(999);
    expect(useLoadingStore.getState().navigating).toBe(false);
    await wait(1);
    expect(useLoadingStore.getState().navigating).toBe(true);

    showPage('/en/contact');
    expect(useLoadingStore.getState().navigating).toBe(false);
    expect(document.documentElement.dataset.leaving).toBeUndefined();
  });

  it('leaves no dimmed or faded page behind when the language changes (a new layout mounts)', async () => {
    act(() => navigationStarted('/pt/sobre'));
    await wait(1000);
    expect(useLoadingStore.getState().navigating).toBe(true);
    // The new layout shows its address before its progress bar starts following the store.
    view.unmount();
    address.pathname = '/pt/sobre';
    view = render(<NavigationProgress />);
    expect(useProgressStore.getState().navigatingTo).toBeNull();
    expect(useLoadingStore.getState().navigating).toBe(false);
    expect(document.documentElement.dataset.leaving).toBeUndefined();
  });

  it('keeps the page for a new query of the same page (Back within a filtered list)', () => {
    act(() => navigationStarted('/en/models?gender=man'));
    expect(document.documentElement.dataset.leaving).toBeUndefined();
  });
});

describe('the progress bar during data fetches', () => {
  it('follows the query client: the next cards, a search', async () => {
    let answer: (value: string) => void = () => undefined;
    let pending: Promise<string> = Promise.resolve('');
    act(() => {
      pending = getQueryClient().fetchQuery({
        queryKey: ['test-fetch'],
        queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
      });
    });
    // The client reports right after its change.
    await wait(0);
    expect(useProgressStore.getState().queries).toBe(1);
    await wait(PROGRESS_THROTTLE_MS - 1);
    expect(bar()).toBeNull();
    await wait(1);
    expect(bar()).not.toBeNull();

    await act(async () => {
      answer('done');
      await pending;
    });
    await wait(0);
    expect(useProgressStore.getState().queries).toBe(0);
    await wait(1000);
    expect(bar()).toBeNull();
  });

  it('follows a tracked download, failed or not', async () => {
    let fail: (error: Error) => void = () => undefined;
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = trackProgress(new Promise((_, reject) => (fail = reject))).catch((error: unknown) => error);
    });
    expect(useProgressStore.getState().tracked).toBe(1);
    await wait(PROGRESS_THROTTLE_MS);
    expect(bar()).not.toBeNull();

    await act(async () => {
      fail(new Error('offline'));
      expect(await outcome).toEqual(new Error('offline'));
    });
    expect(useProgressStore.getState().tracked).toBe(0);
    await wait(1000);
    expect(bar()).toBeNull();
  });
});

describe('addressOf', () => {
  it.each([
    ['/en/models', '/en/models'],
    ['/en/models?q=ana%20silva#x', '/en/models?q=ana+silva'],
    ['http://site.example/pt/modelos?', '/pt/modelos'],
  ])('%s is %s', (url, expected) => {
    expect(addressOf(url, 'http://site.example')).toBe(expected);
  });
});

describe("the bar's code", () => {
  it('is asked for again after a failed load (a network drop), not given up for the visit', async () => {
    vi.resetModules();
    vi.doMock('nprogress', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const fresh = await import('@/features/layout/navigation-progress');
    await expect(fresh.loadProgressBar()).rejects.toThrow();
    vi.doUnmock('nprogress');
    await expect(fresh.loadProgressBar()).resolves.toHaveProperty('start');
  });
});
