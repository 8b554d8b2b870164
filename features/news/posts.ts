import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getPosts } from '@/lib/panel';
import { formatPostDate, type PostDate } from './dates';
import { newsStep, panelPagesFor } from './paging';
import { translationFor } from './translation';

export type PostCard = {
  id: number;
  slug: string;
  title: string;
  description: string;
  /** The language of the version shown (another one when the post lacks the visitor's). */
  language: Locale;
  date: PostDate | null;
  cover: string | null;
};

export type NewsStep = { posts: PostCard[]; hasMore: boolean };

/** One step of the news list (1: the first 10 posts; 2, 3…: the next 6 each), newest first. */
export async function getNewsStep(step: number, locale: Locale): Promise<NewsStep> {
  const { offset, count } = newsStep(step);
  const { pageSize, pages, skip } = panelPagesFor(offset, count);
  const answers = await Promise.all(pages.map((page) => getPosts(page, pageSize)));
  const posts = answers.flatMap((answer) => answer.posts).slice(skip, skip + count);
  const total = answers[0]?.total ?? 0;
  return {
    posts: posts.flatMap((post) => {
      const shown = translationFor(post, locale);
      if (!shown) return [];
      return [
        {
          id: post.id,
          slug: shown.slug,
          title: shown.title,
          description: shown.description,
          language: shown.language,
          date: formatPostDate(post.createdAt, locale),
          cover: shown.slides[0] ?? null,
        },
      ];
    }),
    hasMore: offset + count < total,
  };
}
