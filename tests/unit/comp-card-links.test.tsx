// @vitest-environment jsdom
// The download links of the comp card (beside "Print composite") and of the package (on the wishlist):
// plain links whose address carries the page's language and the visitor's CM/INCHES choice.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnitSwitch } from '@/components/ui/unit-switch';
import { useFavoritesStore } from '@/features/favorites/store';
import type { FavoriteTalent } from '@/features/favorites/types';
import { Wishlist } from '@/features/favorites/wishlist';
import { CompositeDownload } from '@/features/profile/composite-download';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

/** The page with the CM/INCHES switch the visitor chooses with (one choice for the whole site). */
function renderIn(locale: 'en' | 'pt', unit: 'CM' | 'INCHES', ui: ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      <UnitSwitch />
      {ui}
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: unit }));
}

function talent(id: number, name: string): FavoriteTalent {
  return { id, name, slug: name.toLowerCase().replace(/\s+/g, '-'), category: 'models', cover: null };
}

async function shortlist(talents: FavoriteTalent[]) {
  // The wishlist's storage keeps the bare map of talents by id.
  window.localStorage.setItem('favorites', JSON.stringify(Object.fromEntries(talents.map((t) => [t.id, t]))));
  await useFavoritesStore.persist.rehydrate();
}

const hrefOf = (name: string) =>
  new URL(screen.getByRole('link', { name }).getAttribute('href')!, 'http://x');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('the comp card link', () => {
  it('sits beside "Print composite" and asks for the page’s language in centimetres', () => {
    renderIn('pt', 'CM', <CompositeDownload talentId={1001} talentName="Inês Raposo" />);
    const link = screen.getByRole('link', { name: pt.Profile.compositeDownload.compCard });
    expect(link).toHaveAttribute('href', '/api/comp-card/1001?locale=pt&units=cm');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: pt.Profile.compositeDownload.print })).toBeInTheDocument();
  });

  it('follows the visitor’s choice of inches', () => {
    renderIn('en', 'INCHES', <CompositeDownload talentId={1001} talentName="Inês Raposo" />);
    expect(screen.getByRole('link', { name: en.Profile.compositeDownload.compCard })).toHaveAttribute(
      'href',
      '/api/comp-card/1001?locale=en&units=in',
    );
  });
});

describe('the package link', () => {
  it('names the shortlist’s talents in the order the wishlist shows them', async () => {
    const names = ['Zoe Lima', 'Ana Costa', 'Rui Sousa'];
    await shortlist([talent(1003, names[0]!), talent(1001, names[1]!), talent(1005, names[2]!)]);
    renderIn('en', 'INCHES', <Wishlist />);

    const href = hrefOf(en.Favorites.downloadPackage);
    expect(href.pathname).toBe('/api/package');
    expect(href.searchParams.get('locale')).toBe('en');
    expect(href.searchParams.get('units')).toBe('in');
    const idByName: Record<string, number> = { 'Zoe Lima': 1003, 'Ana Costa': 1001, 'Rui Sousa': 1005 };
    const shown = within(screen.getByRole('list', { name: en.Favorites.listLabel }))
      .getAllByRole('listitem')
      .map((card) => names.find((name) => card.textContent?.includes(name))!);
    expect(href.searchParams.get('ids')).toBe(shown.map((name) => idByName[name]).join(','));
    expect(screen.getByRole('link', { name: en.Favorites.downloadPackage })).toHaveAttribute('download');
    expect(screen.queryByText(/The package holds/)).toBeNull();
  });

  it('holds the first fifty talents of a longer wishlist, and says so', async () => {
    await shortlist(Array.from({ length: 55 }, (_, index) => talent(2001 + index, `Talent ${100 + index}`)));
    renderIn('pt', 'CM', <Wishlist />);
    const href = hrefOf(pt.Favorites.downloadPackage);
    expect(href.searchParams.get('ids')?.split(',')).toHaveLength(50);
    expect(href.searchParams.get('units')).toBe('cm');
    expect(screen.getByText(pt.Favorites.packageLimit.replace('{max}', '50'))).toBeInTheDocument();
  });
});
