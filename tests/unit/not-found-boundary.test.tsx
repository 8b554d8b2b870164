// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFoundBoundaryView } from '@/features/errors/not-found-boundary';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

// The 404 of a page that called notFound(): one boundary for every page of a language, which gives the
// posts' folder the post's variant.

const route = vi.hoisted(() => ({ segment: null as string | null }));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  useSelectedLayoutSegment: () => route.segment,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}));
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(cleanup);

const MESSAGES = { en, pt } as const;

describe('the not-found boundary', () => {
  it.each([
    ['en', 'blog', en.NotFound.postMissing, true],
    ['pt', 'blog', pt.NotFound.postMissing, true],
    ['en', 'models', en.NotFound.message, false],
    ['pt', 'modelos', pt.NotFound.message, false],
    ['en', 'news', en.NotFound.message, false],
  ] as const)('%s, under %s, says "%s"', async (locale, segment, heading, post) => {
    route.segment = segment;
    render(
      <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]}>
        <NotFoundBoundaryView />
      </NextIntlClientProvider>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(screen.queryByRole('link', { name: MESSAGES[locale].NotFound.allNews }) !== null).toBe(post);
  });
});
