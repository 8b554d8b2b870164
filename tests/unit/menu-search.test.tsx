// @vitest-environment jsdom
// The menu's "find a talent by name": results while typing (after a pause), a live count, links to the
// canonical profiles, keyboard moves between field and results, Enter opens the first.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MenuSearch } from '@/features/layout/menu-search';
import { NAME_SEARCH_DELAY_MS } from '@/features/layout/use-name-search';
import type { Locale } from '@/lib/i18n/locales';
import type { NameSearchAnswer } from '@/lib/talents/name-search-answer';
import { getQueryClient } from '@/lib/ui/query-client';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

const navigation = vi.hoisted(() => ({ locale: 'en' as Locale, push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));
vi.mock('@/components/ui/link', async () => {
  const { getPathname } =
    await vi.importActual<typeof import('@/lib/i18n/navigation')>('@/lib/i18n/navigation');
  return {
    Link: ({
      href,
      children,
      ...props
    }: {
      href: Parameters<typeof getPathname>[0]['href'];
      children: ReactNode;
    }) => (
      <a href={getPathname({ href, locale: navigation.locale })} {...props}>
        {children}
      </a>
    ),
  };
});

const ANSWER: NameSearchAnswer = {
  results: [
    { id: 1015, name: 'Maria João Duarte', slug: 'maria-joao-duarte', category: 'models', cover: null },
    { id: 1183, name: 'Maria João Lopes', slug: 'maria-joao-lopes', category: 'actors', cover: null },
  ],
  total: 11,
};

function renderIn(locale: Locale) {
  navigation.locale = locale;
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      <MenuSearch />
    </NextIntlClientProvider>,
  );
}

/** Types into the field and lets the pause pass and the answer come. */
async function type(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(NAME_SEARCH_DELAY_MS));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(ANSWER));
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  navigation.push.mockReset();
});

describe('MenuSearch', () => {
  it('asks the server once typing pauses, and lists the talents found with a count', async () => {
    renderIn('en');
    const field = screen.getByRole('searchbox', { name: 'Find a talent' });
    fireEvent.change(field, { target: { value: 'mar' } });
    fireEvent.change(field, { target: { value: 'maria jo' } });
    expect(fetchSpy).not.toHaveBeenCalled();
    await type('maria joão ');

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/talents/search?q=maria+jo%C3%A3o');
    expect(screen.getByRole('status')).toHaveTextContent(
      '11 talents found. Showing the first 2: type more of the name to narrow it down.',
    );
    const results = screen.getByRole('list', { name: 'Talents found' });
    expect(field).toHaveAttribute('aria-describedby', screen.getByRole('status').id);
    expect(field).toHaveAttribute('aria-controls', results.id);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Maria João DuarteModels', '/en/models/1015/maria-joao-duarte'],
      ['Maria João LopesActors', '/en/actors/1183/maria-joao-lopes'],
    ]);
  });

  it('links to the profiles in Portuguese, and says so when nobody has the name', async () => {
    renderIn('pt');
    await type('maria');
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '/pt/modelos/1015/maria-joao-duarte');
    expect(screen.getByRole('status')).toHaveTextContent('11 talentos encontrados.');

    fetchSpy.mockImplementation(async () => Response.json({ results: [], total: 0 }));
    await type('zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum talento encontrado.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('moves with the arrows between the field and the results; Escape goes back, then clears', async () => {
    renderIn('en');
    await type('maria');
    const field = screen.getByRole('searchbox');
    const [first, second] = screen.getAllByRole('link');

    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second!, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first!, { key: 'ArrowUp' });
    expect(field).toHaveFocus();

    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(field).toHaveFocus();
    // The field's Escape clears it and stays in the menu (the dialog would close on a default Escape).
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    act(() => void field.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(field).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('opens the first result on Enter', async () => {
    renderIn('en');
    await type('maria');
    fireEvent.submit(screen.getByRole('search'));
    expect(navigation.push).toHaveBeenCalledWith({
      pathname: '/models/[id]/[slug]',
      params: { id: '1015', slug: 'maria-joao-duarte' },
    });
  });

  it('says when the search fails and tries again on demand', async () => {
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 502 }));
    renderIn('en');
    await type('maria');
    expect(screen.getByRole('status')).toHaveTextContent('The search is not available right now.');

    fetchSpy.mockImplementation(async () => Response.json(ANSWER));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
