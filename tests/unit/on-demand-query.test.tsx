// @vitest-environment jsdom
// Queries whose library is not in the first load. A list: the server's pages show at once, the next page
// a visitor asks for before the library is there is fetched once it is, and a choice keeps the last pages
// on screen, marked as placeholders, until its own answer arrives. A query: nothing is asked while it is
// disabled, and once enabled it answers, and is kept for the visit.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnDemandInfiniteQuery, useOnDemandQuery } from '@/lib/ui/on-demand-query';

type Page = { names: string[]; next: number | null };
const firstPage: Page = { names: ['Ana', 'Rita'], next: 2 };

/** `visit` keeps each test's pages apart in the query cache, which lasts the whole visit by design. */
function List({
  visit,
  filter,
  fetchPage,
}: {
  visit: number;
  filter: string;
  fetchPage: (offset: number) => Promise<Page>;
}) {
  const list = useOnDemandInfiniteQuery({
    queryKey: ['unit-list', visit, filter],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: Page) => last.next ?? undefined,
    initialData: filter === '' ? { pages: [firstPage], pageParams: [0] } : undefined,
    placeholderData: (previous) => previous,
  });
  return (
    <div aria-busy={list.isPlaceholderData}>
      <ul>{list.data?.pages.flatMap((page) => page.names.map((name) => <li key={name}>{name}</li>))}</ul>
      {list.isPending && <p>Loading</p>}
      {list.isFetchingNextPage && <p>Loading more</p>}
      {list.hasNextPage && (
        <button type="button" onClick={list.fetchNextPage}>
          More
        </button>
      )}
    </div>
  );
}

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

afterEach(cleanup);

describe('useOnDemandInfiniteQuery', () => {
  it('shows the server pages, and fetches a next page asked for before the library is there', async () => {
    const fetchPage = vi.fn(async (offset: number): Promise<Page> => ({
      names: [`Talent ${offset}`],
      next: null,
    }));
    render(<List visit={1} filter="" fetchPage={fetchPage} />);
    expect(names()).toEqual(['Ana', 'Rita']);

    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Loading more')).toBeTruthy();
    expect(await screen.findByText('Talent 2')).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith(2);
    expect(names()).toEqual(['Ana', 'Rita', 'Talent 2']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('keeps the last pages, as placeholders, while a choice loads', async () => {
    const answers: ((page: Page) => void)[] = [];
    const fetchPage = () => new Promise<Page>((resolve) => answers.push(resolve));
    const { rerender, container } = render(<List visit={2} filter="" fetchPage={fetchPage} />);
    rerender(<List visit={2} filter="woman" fetchPage={fetchPage} />);
    expect(names()).toEqual(['Ana', 'Rita']);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Loading')).toBeNull();

    await vi.waitFor(() => expect(answers).toHaveLength(1));
    await act(async () => answers[0]?.({ names: ['Joana'], next: null }));
    await vi.waitFor(() => expect(names()).toEqual(['Joana']));
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('false');
  });

  it('asks nothing while a query is disabled; enabled, it answers and is kept for the visit', async () => {
    const fetchCities = vi.fn(async () => ['Lisboa', 'Porto']);
    function Cities({ country }: { country: string | null }) {
      const cities = useOnDemandQuery({
        queryKey: ['unit-cities', country],
        queryFn: fetchCities,
        enabled: country !== null,
        staleTime: Infinity,
      });
      return <p>{cities.data?.join(', ') ?? (cities.isFetching ? 'Loading' : 'Choose a country')}</p>;
    }
    const { rerender, unmount } = render(<Cities country={null} />);
    expect(screen.getByText('Choose a country')).toBeTruthy();
    rerender(<Cities country="PT" />);
    expect(await screen.findByText('Lisboa, Porto')).toBeTruthy();
    unmount();
    render(<Cities country="PT" />);
    expect(screen.getByText('Lisboa, Porto')).toBeTruthy();
    expect(fetchCities).toHaveBeenCalledTimes(1);
  });
});
