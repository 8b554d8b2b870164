// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackButton } from '@/features/errors/not-found-view';

// The 404's Return (issue 19, part 6): one step back while that stays on the site; the home page of the
// page's language when the 404 opened the tab or came from elsewhere.

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => router }));

function withNavigation(value: { canGoBack: boolean } | undefined) {
  Object.defineProperty(window, 'navigation', { value, configurable: true });
}

beforeEach(() => {
  router.push.mockReset();
  vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  withNavigation(undefined);
});

describe('Return', () => {
  it('goes one step back after another page of the site', () => {
    withNavigation({ canGoBack: true });
    render(<BackButton label="Return" />);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(window.history.back).toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('goes to the home page when the 404 is the first page of the tab', () => {
    withNavigation({ canGoBack: false });
    render(<BackButton label="Return" />);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(router.push).toHaveBeenCalledWith('/');
    expect(window.history.back).not.toHaveBeenCalled();
  });

  it('without the Navigation API, goes home when the page came from another site', () => {
    withNavigation(undefined);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    render(<BackButton label="Return" />);
    fireEvent.click(screen.getByRole('button', { name: 'Return' }));
    expect(router.push).toHaveBeenCalledWith('/');
  });
});
