// @vitest-environment jsdom
// A list's card builds its measures panel only when a visitor asks for it: a mouse over the card (where
// hover shows it) or the Measures button (touch, keyboard). A tap elsewhere on the card, such as its heart
// on a phone, does not.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TalentCard } from '@/features/catalogue/talent-card';
import type { TalentCard as TalentCardData } from '@/lib/talents/card';
import en from '@/messages/en.json';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const talent: TalentCardData = {
  id: 1001,
  name: 'Teresa Pires Leite',
  slug: 'teresa-pires-leite',
  category: 'models',
  cover: null,
  measures: [{ key: 'height', cm: '176 cm', in: `5'9"` }],
  hair: 'Brown',
  eyes: 'Dark Brown',
  tiktok: null,
  instagram: null,
};

function renderCard() {
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <TalentCard talent={talent} loading="eager" fetchPriority={undefined} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('article');
}

/** The measures list of the card, when built. */
const measures = (card: HTMLElement) => card.querySelector('dl');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('a list card’s measures panel', () => {
  it('is not in the page until asked for', () => {
    const card = renderCard();
    expect(measures(card)).toBeNull();
    expect(within(card).getByRole('button', { name: 'Measures of Teresa Pires Leite' })).not.toHaveAttribute(
      'aria-controls',
    );
  });

  // First of the tests that build the panel: its code is not loaded yet, as before the list's idle preload.
  it('opens with the Measures button, which names the panel it controls once the panel is there', async () => {
    const card = renderCard();
    const button = within(card).getByRole('button', { name: 'Measures of Teresa Pires Leite' });
    fireEvent.click(button);
    expect(measures(card)).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toContainElement(measures(card));
    expect(card).toHaveAttribute('data-open');
  });

  it('is built when a mouse comes over the card, with the height, hair and eyes', async () => {
    const card = renderCard();
    fireEvent.pointerEnter(card, { pointerType: 'mouse' });
    await waitFor(() => expect(measures(card)).toHaveTextContent('176 cm'));
    expect(measures(card)).toHaveTextContent('Dark Brown');
  });

  it('is not built by a finger on the card or its heart', () => {
    const card = renderCard();
    fireEvent.pointerEnter(card, { pointerType: 'touch' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add Teresa Pires Leite to wishlist' }));
    expect(measures(card)).toBeNull();
  });
});
