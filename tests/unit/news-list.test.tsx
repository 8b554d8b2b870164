// @vitest-environment jsdom
// The news list's "load more": the next step from /api/posts, a post already shown never twice, focus on
// the first new post, and a failure that keeps the list and offers to try again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsList } from '@/features/news/news-list';
import type { NewsStep, PostCard } from '@/features/news/posts';
import en from '@/messages/en.json';

vi.mock('@/features/news/post-card', () => ({
  PostCard: ({ post }: { post: PostCard }) => <a href={`/en/blog/${post.slug}`}>{post.title}</a>,
}));

const card = (id: number): PostCard => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  description: '',
  language: 'en',
  date: null,
  cover: null,
});
const step = (ids: number[], hasMore: boolean): NewsStep => ({ posts: ids.map(card), hasMore });

function renderList(first: NewsStep) {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <NewsList first={first} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the news list', () => {
  it('adds the next step once, focuses its first new post and ends when the panel has no more', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      // Post 3 was on the first step too: a post published meanwhile shifted the steps.
      .mockResolvedValueOnce(Response.json(step([3, 4, 5], false)));
    renderList(step([1, 2, 3], true));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));

    expect(await screen.findByRole('link', { name: 'Post 5' })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/posts?page=2&locale=en');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Post 1',
      'Post 2',
      'Post 3',
      'Post 4',
      'Post 5',
    ]);
    expect(screen.getByRole('link', { name: 'Post 4' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('2 more posts loaded');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the list on a failure, says so and loads on the next try', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response(null, { status: 502 }))
      .mockResolvedValueOnce(Response.json(step([14], true)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderList(step([11, 12, 13], true));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    // The request settles a few ticks after the click; on a busy machine later than act's flush.
    expect(await screen.findByRole('alert')).toHaveTextContent(en.Blog.loadFailed);
    expect(screen.getAllByRole('link')).toHaveLength(3);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.Blog.retry })));
    expect(await screen.findByRole('link', { name: 'Post 14' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('shows the posts loaded in this visit again on the way back, unless a new post changed the first step', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(step([24, 25], true)));
    renderList(step([21, 22, 23], true));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByRole('link', { name: 'Post 25' })).toBeInTheDocument();
    cleanup();

    renderList(step([21, 22, 23], true));
    expect(screen.getAllByRole('link')).toHaveLength(5);
    cleanup();

    renderList(step([20, 21, 22], true));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Post 20',
      'Post 21',
      'Post 22',
    ]);
  });
});
