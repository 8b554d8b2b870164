// @vitest-environment jsdom
// A client's review of a shared shortlist, kept in their browser: for 30 days at most, gone once the picks
// are sent back.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReview,
  readReview,
  reviewStorageKey,
  saveReview,
  type Review,
} from '@/features/favorites/picks/review-storage';
import { ShortlistReview } from '@/features/favorites/picks/shortlist-review';
import type { FavoriteTalent } from '@/features/favorites/types';
import en from '@/messages/en.json';

// jsdom's Blob cannot stream, so the link is written here without compressing it.
vi.mock('@/features/favorites/picks/picks-link', async (importActual) => ({
  ...(await importActual<typeof import('@/features/favorites/picks/picks-link')>()),
  encodePicks: async () => ({ value: '1abc', problem: null }),
}));

const ids = [1005, 1003];
const key = reviewStorageKey(ids);
const now = new Date('2026-11-20T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const review: Review = {
  reviewer: 'Rita Campos',
  marks: { 1005: { mark: 'yes', note: 'Check availability 12-14 Dec' }, 1003: { mark: 'maybe', note: '' } },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('the review kept in this browser', () => {
  it('comes back as typed for 30 days, and is removed after that', () => {
    saveReview(ids, review);
    vi.setSystemTime(now.getTime() + 30 * DAY_MS - 60_000);
    expect(readReview(ids)).toEqual(review);
    vi.setSystemTime(now.getTime() + 30 * DAY_MS);
    expect(readReview(ids)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keeps only the list’s own talents, and drops a malformed mark or note', () => {
    saveReview(ids, {
      reviewer: 'Rita Campos',
      marks: {
        1005: { mark: 'perhaps' as 'yes', note: 42 as unknown as string },
        1003: { mark: 'no', note: 'Not for this job' },
        7: { mark: 'yes', note: '' },
      },
    });
    expect(readReview(ids)).toEqual({
      reviewer: 'Rita Campos',
      marks: { 1005: { mark: null, note: '' }, 1003: { mark: 'no', note: 'Not for this job' } },
    });
  });

  it.each([
    ['an older site’s review, never dated', JSON.stringify(review)],
    ['another version', JSON.stringify({ state: review, version: 99, savedAt: now.getTime() })],
    ['not JSON', '{oops'],
  ])('drops %s: removed, read as none', (_, raw) => {
    window.localStorage.setItem(key, raw);
    expect(readReview(ids)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('is removed when forgotten, and only that list’s', () => {
    saveReview(ids, review);
    saveReview([1001], { reviewer: 'Rita Campos', marks: {} });
    forgetReview(ids);
    expect(readReview(ids)).toBeNull();
    expect(readReview([1001])).not.toBeNull();
  });
});

const talent = (id: number, name: string): FavoriteTalent => ({
  id,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  category: 'models',
  cover: null,
});

describe('ShortlistReview', () => {
  it('removes the review once "Send my picks back" has written the link', async () => {
    saveReview(ids, review);
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ShortlistReview
          listIds={ids}
          talents={[talent(1005, 'Teresa Leite'), talent(1003, 'Ivo Pereira')]}
        />
      </NextIntlClientProvider>,
    );
    // A stored review opens the panel with what was typed.
    expect(screen.getByLabelText(en.FavoritesPicks.review.name)).toHaveValue('Rita Campos');
    fireEvent.click(screen.getByRole('button', { name: en.FavoritesPicks.review.send }));
    expect(await screen.findByRole('heading', { name: en.FavoritesPicks.review.readyTitle })).toBeVisible();
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
