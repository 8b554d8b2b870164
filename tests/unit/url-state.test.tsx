// @vitest-environment jsdom
// URL state: what the address holds shows, a change is written into the address as a new or replaced
// history entry, every island reading the same parameter follows, and Back brings the earlier value back.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { parseAsInteger, parseAsString } from 'nuqs/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressSearch, useUrlState } from '@/components/ui/url-state';

const params = { page: parseAsInteger.withDefault(1), q: parseAsString.withDefault('') };

function Pager({ label }: { label: string }) {
  const [{ page, q }, setParams] = useUrlState(params);
  return (
    <p>
      {label}: page {page}, search “{q}”
      <button type="button" onClick={() => setParams({ page: page + 1 }, 'push')}>
        {label} next
      </button>
      <button type="button" onClick={() => setParams({ q: 'ana', page: null }, 'replace')}>
        {label} search
      </button>
    </p>
  );
}

/** What a link to the same page elsewhere carries (the language switch). */
function QueryCarrier() {
  return <output aria-label="carried">{useAddressSearch()}</output>;
}

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '/');
});

describe('useUrlState', () => {
  it('shows the address, pushes a change every reader follows, and Back restores it', () => {
    history.replaceState({ kept: true }, '', '/en/about?page=2&utm=x#story');
    render(
      <>
        <Pager label="top" />
        <Pager label="bottom" />
      </>,
    );
    expect(screen.getByText(/top: page 2/)).toBeTruthy();

    const entries = history.length;
    fireEvent.click(screen.getByRole('button', { name: 'top next' }));
    expect(location.pathname + location.search + location.hash).toBe('/en/about?page=3&utm=x#story');
    expect(history.length).toBe(entries + 1);
    // The entry keeps the router's state, so Back restores it without a navigation.
    expect(history.state).toEqual({ kept: true });
    expect(screen.getByText(/top: page 3/)).toBeTruthy();
    expect(screen.getByText(/bottom: page 3/)).toBeTruthy();

    history.replaceState(history.state, '', '/en/about?page=2&utm=x#story');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByText(/bottom: page 2/)).toBeTruthy();
  });

  it('replaces the entry, and a default or null value leaves the address', () => {
    history.replaceState(null, '', '/en/models?page=4');
    render(<Pager label="list" />);
    const entries = history.length;
    fireEvent.click(screen.getByRole('button', { name: 'list search' }));
    expect(location.search).toBe('?q=ana');
    expect(history.length).toBe(entries);
    expect(screen.getByText('list: page 1, search “ana”', { exact: false })).toBeTruthy();
  });

  it('gives a link the query as the address holds it, after every change', () => {
    history.replaceState(null, '', '/en/models?sub=new_faces');
    render(
      <>
        <Pager label="list" />
        <QueryCarrier />
      </>,
    );
    expect(screen.getByRole('status', { name: 'carried' }).textContent).toBe('?sub=new_faces');
    fireEvent.click(screen.getByRole('button', { name: 'list next' }));
    expect(screen.getByRole('status', { name: 'carried' }).textContent).toBe('?sub=new_faces&page=2');
    history.replaceState(null, '', '/en/models?gender=non-binary');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.getByRole('status', { name: 'carried' }).textContent).toBe('?gender=non-binary');
  });
});
