// @vitest-environment jsdom
// The wishlist's client leaves: the heart every talent card and profile renders, the cards and the request
// form.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoriteCard } from '@/features/favorites/favorite-card';
import { FavoriteToggle } from '@/features/favorites/favorite-toggle';
import { WishlistPlaceholder } from '@/features/favorites/wishlist-placeholder';
import { sortFavorites } from '@/features/favorites/schema';
import { RequestForm } from '@/features/favorites/request/form';
import { useToastStore } from '@/features/favorites/toast-store';
import { useFavoritesStore } from '@/features/favorites/store';
import type { FavoriteTalent } from '@/features/favorites/types';
import { addDays, isoToDisplay, localIsoDate } from '@/lib/forms/dates';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const ines: FavoriteTalent = {
  id: 1001,
  name: 'Inês Raposo',
  slug: 'ines-raposo',
  category: 'models',
  cover: null,
};

function renderIn(locale: 'en' | 'pt', ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const toastTexts = () => useToastStore.getState().toasts.map((toast) => [toast.tone, toast.text]);

beforeEach(async () => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  Element.prototype.scrollIntoView = vi.fn();
  window.localStorage.clear();
  await useFavoritesStore.persist.rehydrate();
  useToastStore.setState({ toasts: [] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('FavoriteToggle', () => {
  it('adds and removes the talent, with a message naming them each time', async () => {
    renderIn('en', <FavoriteToggle talent={ines} />);
    const heart = screen.getByRole('button', { name: 'Add Inês Raposo to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Remove Inês Raposo from wishlist');
    expect(useFavoritesStore.getState().favorites).toEqual({ 1001: ines });
    // The message follows the frame that shows the filled heart.
    await vi.waitFor(() => expect(toastTexts()).toEqual([['success', 'Added Inês Raposo to your wishlist']]));

    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(useFavoritesStore.getState().favorites).toEqual({});
    await vi.waitFor(() =>
      expect(toastTexts().at(-1)).toEqual(['warning', 'Removed Inês Raposo from your wishlist']),
    );
  });

  it('speaks Portuguese and reflects a change made elsewhere at once', () => {
    renderIn('pt', <FavoriteToggle talent={ines} className="on-card" />);
    const heart = screen.getByRole('button', { name: 'Adicionar Inês Raposo aos favoritos' });
    expect(heart).toHaveClass('on-card');
    act(() => useFavoritesStore.getState().addFavorite(ines));
    expect(heart).toHaveAccessibleName('Remover Inês Raposo dos favoritos');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('FavoriteCard', () => {
  it('loads the pictures of the first row at once, the first two first, and the rest as they come near', () => {
    const talents = [1, 2, 3, 4, 5, 6].map((n) => ({
      ...ines,
      id: 1000 + n,
      cover: `https://panel.example/storage/talents/${n}.jpg`,
    }));
    const { container } = renderIn(
      'en',
      talents.map((talent, index) => (
        <FavoriteCard key={talent.id} talent={talent} index={index} action={null} />
      )),
    );
    const pictures = [...container.querySelectorAll('img')].map((img) => [
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);
    expect(pictures).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
      ['lazy', null],
    ]);
  });
});

describe('WishlistPlaceholder', () => {
  const stored = ['Zélia Matos', 'álvaro Reis', 'Ana Lima'].map((name, index) => ({
    ...ines,
    id: 1001 + index,
    name,
    cover: `https://panel.example/storage/talents/${index} a.jpg`,
  }));

  /** Runs the placeholder's script as the browser does the server's HTML; the covers it asked for. */
  function runPlaceholder(search = '') {
    window.history.replaceState(null, '', `/en/favorites${search}`);
    const { container } = renderIn('en', <WishlistPlaceholder label="Loading" locale="en" />);
    new Function(container.querySelector('script')!.textContent!)();
    return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      srcSet: link.getAttribute('imagesrcset'),
      sizes: link.getAttribute('imagesizes'),
    }));
  }

  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    document.documentElement.removeAttribute('data-wishlist-stored');
  });

  it('fetches the covers of the two cards the wishlist shows first, as their pictures ask for them', () => {
    window.localStorage.setItem(
      'favorites',
      JSON.stringify({ state: { favorites: Object.fromEntries(stored.map((t) => [t.id, t])) }, version: 1 }),
    );
    const preloaded = runPlaceholder();
    const firstTwo = sortFavorites(stored, 'en').slice(0, 2);
    expect(firstTwo.map((talent) => talent.name)).toEqual(['álvaro Reis', 'Ana Lima']);

    const { container } = renderIn(
      'en',
      firstTwo.map((talent, index) => (
        <FavoriteCard key={talent.id} talent={talent} index={index} action={null} />
      )),
    );
    const pictures = [...container.querySelectorAll('img')].map((img) => ({
      srcSet: img.getAttribute('srcset'),
      sizes: img.getAttribute('sizes'),
    }));
    expect(preloaded).toEqual(pictures);
    expect(document.documentElement).toHaveAttribute('data-wishlist-stored');
  });

  it('fetches nothing for an empty or unreadable wishlist, nor under a shared shortlist', () => {
    expect(runPlaceholder()).toEqual([]);
    window.localStorage.setItem('favorites', '{not json');
    expect(runPlaceholder()).toEqual([]);
    expect(document.documentElement).not.toHaveAttribute('data-wishlist-stored');
    window.localStorage.setItem('favorites', JSON.stringify({ 1001: stored[0] }));
    expect(runPlaceholder('?shared=abc')).toEqual([]);
    expect(document.documentElement).toHaveAttribute('data-wishlist-stored');
  });

  it('keeps the screen for a shared shortlist’s cards, with or without a wishlist of one’s own', () => {
    expect(runPlaceholder('?shared=1001.1003')).toEqual([]);
    expect(document.documentElement).toHaveAttribute('data-wishlist-stored');
  });
});

describe('RequestForm', () => {
  const jobDate = addDays(localIsoDate(new Date()), 20);

  function fillIn() {
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/name \/ company/i, 'Agência Exemplo');
    type(/^email/i, 'booker@example.com');
    type(/phone number/i, '+351 912 345 678');
    type(/^job date$/i, isoToDisplay(jobDate));
    type(/buyouts/i, 'Online, 1 year');
    type(/job description/i, 'Two days in Lisbon.');
  }

  it('marks every empty field, linked to its message, and focuses the first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderIn('en', <RequestForm talents={[ines]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText(/name \/ company/i);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(6);
    expect(screen.getByLabelText(/^job date$/i)).toHaveAccessibleDescription(
      'Day, month and year: dd/mm/yyyy. Please fill in this field.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps everything when the panel fails, sends it again under its reference, then shows the receipt in its place', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: 'panel_unavailable' }, { status: 502 }))
      .mockImplementationOnce(async (_url: string, init: RequestInit) =>
        Response.json({ ok: true, reference: JSON.parse(init.body as string).reference }),
      );
    vi.stubGlobal('fetch', fetch);
    const ivo = { ...ines, id: 1003, name: 'Ivo Pereira', slug: 'ivo-pereira' };
    renderIn('en', <RequestForm talents={[ines, ivo]} />);
    fillIn();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach the agency/);
    expect(screen.getByLabelText(/name \/ company/i)).toHaveValue('Agência Exemplo');
    expect(screen.getByLabelText(/^job date$/i)).toHaveValue(isoToDisplay(jobDate));

    const sent = JSON.parse(fetch.mock.calls[0]![1].body as string);
    expect(fetch.mock.calls[0]![0]).toBe('/api/favorites');
    expect(sent).toMatchObject({
      name: 'Agência Exemplo',
      jobDate,
      talents: [ines.id, ivo.id],
      locale: 'en',
      website: '',
    });
    expect(typeof sent.fillTimeMs).toBe('number');
    expect(sent.reference).toMatch(/^B-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const receipt = (await screen.findByRole('heading', { name: 'Request sent' })).parentElement!;
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string).reference).toBe(sent.reference);
    expect(screen.queryByRole('alert')).toBeNull();
    // In the form's place, focused and in view: the reference, the talents by name, the date, who asked.
    expect(receipt).toHaveTextContent(`reached the agency under reference ${sent.reference}`);
    const row = (label: string) => within(receipt).getByText(label).nextSibling;
    expect(row('Talents')).toHaveTextContent('Inês Raposo, Ivo Pereira');
    expect(row('Job date')).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(jobDate)),
    );
    expect(row('Name / company')).toHaveTextContent('Agência Exemplo');
    expect(receipt).toHaveFocus();
    expect(receipt.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByLabelText(/name \/ company/i)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(screen.getByLabelText(/name \/ company/i)).toHaveValue('');
    expect(screen.getByLabelText(/^job date$/i)).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Request sent' })).toBeNull();
  });

  it('asks under a new reference once a talent was taken out after a failed send', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'panel_unavailable' }, { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    const ivo = { ...ines, id: 1003, name: 'Ivo Pereira', slug: 'ivo-pereira' };
    const { rerender } = renderIn('en', <RequestForm talents={[ines, ivo]} />);
    fillIn();
    const send = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-disabled', 'false'),
      );
    };
    await send();
    await send();
    rerender(
      <NextIntlClientProvider locale="en" messages={en}>
        <RequestForm talents={[ines]} />
      </NextIntlClientProvider>,
    );
    await send();
    const [first, again, fewer] = fetch.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).reference,
    );
    expect(again).toBe(first);
    expect(fewer).not.toBe(first);
  });

  it('shows the server’s field errors in Portuguese and sends nothing without talents', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(
        Response.json({ error: 'invalid_fields', errors: { email: 'email' } }, { status: 422 }),
      );
    vi.stubGlobal('fetch', fetch);
    const { rerender } = renderIn('pt', <RequestForm talents={[ines]} />);
    const type = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/nome \/ empresa/i, 'Agência Exemplo');
    type(/^email/i, 'booker@example.com');
    type(/número de telefone/i, '912345678');
    type(/^data do trabalho$/i, isoToDisplay(jobDate));
    type(/buyouts/i, 'Online');
    type(/descrição do trabalho/i, 'Dois dias.');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const email = screen.getByLabelText(/^email/i);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(/endereço de email válido/);

    rerender(
      <NextIntlClientProvider locale="pt" messages={pt}>
        <RequestForm talents={[]} />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(async () => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
