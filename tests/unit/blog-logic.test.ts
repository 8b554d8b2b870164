// The news list's paging, post dates per language and which translation a visitor reads.
import { describe, expect, it } from 'vitest';
import { formatPostDate } from '@/features/news/dates';
import { FIRST_POSTS, MORE_POSTS, newsStep, panelPagesFor } from '@/features/news/paging';
import { postNeighbours } from '@/features/news/neighbours';
import { translationFor } from '@/features/news/translation';
import type { Post, PostTranslation } from '@/lib/content/types';

describe('formatPostDate', () => {
  it.each([
    ['en', '2026-11-16T10:30:00Z', '16 November 2026'],
    ['pt', '2026-11-16T10:30:00Z', '16 de novembro de 2026'],
    ['en', '2026-05-29T11:30:00Z', '29 May 2026'],
    ['pt', '2026-05-29T11:30:00Z', '29 de maio de 2026'],
  ] as const)('%s %s → %s', (locale, iso, label) => {
    expect(formatPostDate(iso, locale)).toEqual({ dateTime: new Date(iso).toISOString(), label });
  });

  it('dates a post by the day Lisbon saw it', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in Lisbon (summer time).
    expect(formatPostDate('2026-06-30T23:30:00Z', 'en')?.label).toBe('1 July 2026');
    // In winter Lisbon is on UTC.
    expect(formatPostDate('2026-12-31T23:30:00Z', 'pt')?.label).toBe('31 de dezembro de 2026');
  });

  it('gives no date for a missing or unreadable one', () => {
    expect(formatPostDate(null, 'en')).toBeNull();
    expect(formatPostDate('yesterday', 'pt')).toBeNull();
  });
});

describe('news paging', () => {
  it('shows 10 posts first, then 6 per step', () => {
    expect(FIRST_POSTS).toBe(10);
    expect(MORE_POSTS).toBe(6);
    expect(newsStep(1)).toEqual({ offset: 0, count: 10 });
    expect(newsStep(2)).toEqual({ offset: 10, count: 6 });
    expect(newsStep(3)).toEqual({ offset: 16, count: 6 });
    expect(newsStep(5)).toEqual({ offset: 28, count: 6 });
  });

  it.each([
    [0, 10, { pageSize: 10, pages: [1], skip: 0 }],
    [10, 6, { pageSize: 6, pages: [2, 3], skip: 4 }],
    [16, 6, { pageSize: 6, pages: [3, 4], skip: 4 }],
    [18, 6, { pageSize: 6, pages: [4], skip: 0 }],
  ])('posts from %i, %i of them, come from the panel pages %j', (offset, count, expected) => {
    expect(panelPagesFor(offset, count)).toEqual(expected);
  });

  it('the panel pages always cover exactly the posts asked for', () => {
    for (let step = 1; step <= 20; step += 1) {
      const { offset, count } = newsStep(step);
      const { pageSize, pages, skip } = panelPagesFor(offset, count);
      const firstCovered = (pages[0]! - 1) * pageSize;
      expect(firstCovered + skip).toBe(offset);
      expect(pages.length * pageSize - skip).toBeGreaterThanOrEqual(count);
    }
  });
});

describe('translationFor', () => {
  const version = (slug: string): PostTranslation => ({
    title: slug,
    slug,
    description: '',
    content: '',
    slides: [],
  });
  const both: Post = { id: 1, createdAt: null, translations: { pt: version('guia'), en: version('guide') } };

  it('reads the visitor’s language', () => {
    expect(translationFor(both, 'en')).toMatchObject({ slug: 'guide', language: 'en' });
    expect(translationFor(both, 'pt')).toMatchObject({ slug: 'guia', language: 'pt' });
  });

  it('falls back to Portuguese, then English', () => {
    expect(translationFor({ ...both, translations: { pt: version('so-pt') } }, 'en')).toMatchObject({
      language: 'pt',
    });
    expect(translationFor({ ...both, translations: { en: version('only-en') } }, 'pt')).toMatchObject({
      language: 'en',
    });
    expect(translationFor({ ...both, translations: {} }, 'pt')).toBeNull();
  });
});

describe('postNeighbours', () => {
  const written = (slug: string): PostTranslation => ({
    title: `Title ${slug}`,
    slug,
    description: '',
    content: '',
    slides: [],
  });
  const post = (id: number, createdAt: string | null, languages: ('en' | 'pt')[]): Post => ({
    id,
    createdAt,
    translations: Object.fromEntries(languages.map((language) => [language, written(`${language}-${id}`)])),
  });
  // The panel's order (newest first) is not assumed: the posts come in any order.
  const posts = [
    post(4, '2026-04-01T10:00:00Z', ['pt']),
    post(1, '2026-01-01T10:00:00Z', ['en', 'pt']),
    post(3, '2026-03-01T10:00:00Z', ['en', 'pt']),
    post(2, '2026-02-01T10:00:00Z', ['pt']),
    post(5, '2026-05-01T10:00:00Z', ['en']),
  ];

  it('steps by date among the posts written in the post’s language', () => {
    expect(postNeighbours(posts, 3, 'en')).toEqual({
      previous: { slug: 'en-1', title: 'Title en-1' },
      next: { slug: 'en-5', title: 'Title en-5' },
    });
    expect(postNeighbours(posts, 3, 'pt')).toEqual({
      previous: { slug: 'pt-2', title: 'Title pt-2' },
      next: { slug: 'pt-4', title: 'Title pt-4' },
    });
  });

  it('has no previous for the oldest, no next for the newest, neither for a post not in the list', () => {
    expect(postNeighbours(posts, 1, 'pt')).toEqual({
      previous: null,
      next: { slug: 'pt-2', title: 'Title pt-2' },
    });
    expect(postNeighbours(posts, 5, 'en')).toEqual({
      previous: { slug: 'en-3', title: 'Title en-3' },
      next: null,
    });
    expect(postNeighbours(posts, 9, 'en')).toEqual({ previous: null, next: null });
  });

  it('counts an undated post as the oldest and orders the same date by id', () => {
    const dated = [
      post(7, null, ['en']),
      post(8, '2026-01-01T10:00:00Z', ['en']),
      post(6, '2026-01-01T10:00:00Z', ['en']),
    ];
    expect(postNeighbours(dated, 6, 'en')).toEqual({
      previous: { slug: 'en-7', title: 'Title en-7' },
      next: { slug: 'en-8', title: 'Title en-8' },
    });
  });
});
