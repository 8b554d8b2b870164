// @vitest-environment jsdom
// The list's grid as a visitor meets it: the server's first talents at once, the next step on "Show
// more", and after a choice the last talents kept, dimmed, until the new ones arrive.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FirstResults } from '@/features/catalogue/results-view';
import { TalentResults, type TalentResultsProps } from '@/features/catalogue/talent-results';
import type { TalentCard } from '@/lib/talents/card';
import type { CataloguePage } from '@/lib/talents/catalogue';
import en from '@/messages/en.json';

vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const talent = (id: number, name: string): TalentCard => ({
  id,
  name,
  slug: name.toLowerCase(),
  category: 'models',
  cover: null,
  measures: [],
  hair: null,
  eyes: null,
  tiktok: null,
  instagram: null,
});
const step = (names: string[], nextOffset: number | null, total: number): CataloguePage => ({
  talents: names.map((name, index) => talent(1000 + name.length * 10 + index, name)),
  nextOffset,
  total,
});

/** The answers of `/api/talents`, one per request, in order; the requests' query strings. */
let answers: ((page: CataloguePage) => void)[] = [];
let asked: URLSearchParams[] = [];

beforeEach(() => {
  answers = [];
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          asked.push(new URL(url, 'http://site.test').searchParams);
          answers.push((page) => resolve(new Response(JSON.stringify(page))));
        }),
    ),
  );
  const Observer = class {
    observe() {}
    disconnect() {}
  };
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('ResizeObserver', Observer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** `category` keeps each test's steps apart in the visit's query cache. */
function renderResults(props: Partial<TalentResultsProps> & Pick<TalentResultsProps, 'category'>) {
  const all: TalentResultsProps = {
    listQuery: '',
    firstPage: step(['Ana', 'Rita'], 2, 3),
    keepLastWhileLoading: false,
    onFirstStep: () => undefined,
    onShowAll: () => undefined,
    ...props,
  };
  const ui = (next: Partial<TalentResultsProps>) => (
    <NextIntlClientProvider locale="en" messages={en}>
      <TalentResults {...all} {...next} />
    </NextIntlClientProvider>
  );
  const view = render(ui({}));
  return { ...view, rerenderWith: (next: Partial<TalentResultsProps>) => view.rerender(ui(next)) };
}

describe('the talent grid', () => {
  it('shows the server’s talents, then the next step asked for with "Show more"', async () => {
    renderResults({ category: 'models' });
    expect(names()).toEqual(['Ana', 'Rita']);
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Show more talent' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(asked[0]?.get('offset')).toBe('2');
    await act(async () => answers[0]?.(step(['Joana'], null, 3)));
    await waitFor(() => expect(names()).toEqual(['Ana', 'Rita', 'Joana']));
    expect(screen.queryByRole('button', { name: 'Show more talent' })).toBeNull();
  });

  it('keeps the last talents, dimmed, while a choice loads', async () => {
    const { container, rerenderWith } = renderResults({ category: 'actors' });
    rerenderWith({ listQuery: 'gender=woman', keepLastWhileLoading: true });
    expect(names()).toEqual(['Ana', 'Rita']);
    const results = container.querySelector('[aria-busy]');
    expect(results?.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(answers).toHaveLength(1));
    expect(asked[0]?.get('gender')).toBe('woman');
    await act(async () => answers[0]?.(step(['Beatriz'], null, 1)));
    await waitFor(() => expect(names()).toEqual(['Beatriz']));
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });

  it('stands in for itself, before its code is there, with the very same HTML', () => {
    const firstPage = step(['Ana', 'Rita'], 2, 3);
    const html = (ui: ReactNode) =>
      renderToString(
        <NextIntlClientProvider locale="en" messages={en}>
          {ui}
        </NextIntlClientProvider>,
      );
    const standIn = html(<FirstResults firstPage={firstPage} />);
    expect(standIn).toContain('Rita');
    expect(standIn).toContain('Show more talent');
    expect(
      html(
        <TalentResults
          category="digital"
          listQuery=""
          firstPage={firstPage}
          keepLastWhileLoading={false}
          onFirstStep={() => undefined}
          onShowAll={() => undefined}
        />,
      ),
    ).toBe(standIn);
  });
});
