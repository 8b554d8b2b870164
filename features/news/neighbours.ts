import type { Post } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';

export type PostNeighbour = { slug: string; title: string };
export type PostNeighbours = { previous: PostNeighbour | null; next: PostNeighbour | null };

/** Undated posts count as the oldest and ties fall back to the panel's id, so the order never changes. */
export function postNeighbours(posts: readonly Post[], id: number, language: Locale): PostNeighbours {
  const published = (post: Post) => Date.parse(post.createdAt ?? '') || 0;
  const written = posts
    .filter((post) => post.translations[language])
    .toSorted((a, b) => published(a) - published(b) || a.id - b.id);
  const position = written.findIndex((post) => post.id === id);
  const neighbour = (post: Post | undefined): PostNeighbour | null => {
    const translation = position === -1 ? undefined : post?.translations[language];
    return translation ? { slug: translation.slug, title: translation.title } : null;
  };
  return { previous: neighbour(written[position - 1]), next: neighbour(written[position + 1]) };
}
