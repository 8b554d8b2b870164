// @vitest-environment jsdom
// The header's heart: the number of shortlisted talents, in its accessible name too, and nothing of it in
// the server's HTML (the wishlist lives in the browser), so hydration never disagrees.
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavoritesLink } from '@/features/layout/favorites-link';
import { useFavoritesStore } from '@/features/favorites/store';
import type { FavoriteTalent } from '@/features/favorites/types';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const shortlisted = (id: number): FavoriteTalent => ({
  id,
  name: `Talent ${id}`,
  slug: `talent-${id}`,
  category: 'models',
  cover: null,
});

function heart(locale: 'en' | 'pt', label: string) {
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      <FavoritesLink label={label} />
    </NextIntlClientProvider>
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  await useFavoritesStore.persist.rehydrate();
});

afterEach(cleanup);

describe('FavoritesLink', () => {
  it('is the plain wishlist link while the list is empty', () => {
    render(heart('en', 'Wishlist'));
    const link = screen.getByRole('link', { name: 'Wishlist' });
    expect(link).toHaveAttribute('href', '/favorites');
    expect(link).toHaveTextContent('');
  });

  it('shows and names the number of talents, following every change', () => {
    render(heart('en', 'Wishlist'));
    act(() => useFavoritesStore.getState().addFavorite(shortlisted(1)));
    expect(screen.getByRole('link', { name: 'Wishlist, 1 talent' })).toHaveTextContent('1');
    act(() => useFavoritesStore.getState().addFavorite(shortlisted(2)));
    expect(screen.getByRole('link', { name: 'Wishlist, 2 talents' })).toHaveTextContent('2');
    act(() => useFavoritesStore.getState().clearFavorites());
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveTextContent('');
  });

  it('names it in Portuguese', () => {
    useFavoritesStore.getState().setFavorites({ 1: shortlisted(1), 2: shortlisted(2), 3: shortlisted(3) });
    render(heart('pt', 'Favoritos'));
    expect(screen.getByRole('link', { name: 'Favoritos, 3 talentos' })).toHaveTextContent('3');
  });

  it('renders no count on the server, whatever the browser holds', () => {
    useFavoritesStore.getState().setFavorites({ 1: shortlisted(1), 2: shortlisted(2) });
    const html = renderToString(heart('en', 'Wishlist'));
    expect(html).toContain('aria-label="Wishlist"');
    expect(html).not.toMatch(/>2</);
  });
});
