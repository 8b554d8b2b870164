// @vitest-environment jsdom
// Home colours, contact networks and the error page's 503 for content the panel could not give.
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[locale]/error';
import { homeTheme } from '@/features/home/home-theme';
import { socialEntries } from '@/features/contact/social-links';
import { ContentUnavailableError, requireContent, unavailableCode } from '@/lib/errors/content-unavailable';
import { PanelError } from '@/lib/panel/errors';
import { contrastRatio } from '@/lib/ui/contrast';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(cleanup);

describe('homeTheme', () => {
  it.each(['#ffffff', '#000000', '#d4a373', '#777777', '#1a4d8f', '#ff0', '#808080'])(
    '%s reads at AA on its panel ground',
    (color) => {
      const { accent, ground } = homeTheme(color);
      expect(accent).toBe(color);
      expect(contrastRatio(accent, ground)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('a light colour gets a dark ground and a dark one a light ground', () => {
    expect(homeTheme('#ffffff').ground).toBe('#000000');
    expect(homeTheme('#111111').ground).toBe('#ffffff');
  });

  it('falls back to white for a missing or unusable colour', () => {
    expect(homeTheme(null)).toEqual({ accent: '#ffffff', ground: '#000000' });
    expect(homeTheme('red; background: url(x)')).toEqual({ accent: '#ffffff', ground: '#000000' });
  });
});

describe('socialEntries', () => {
  it('lists only existing networks, known ones in display order, others by host', () => {
    const entries = socialEntries({
      models: 'https://models.com/agencies/x',
      tiktok: 'https://www.tiktok.com/@x',
      facebook: 'https://www.facebook.com/x',
      spotify: '',
      youtube: 'javascript:alert(1)',
      instagram: 'https://www.instagram.com/x',
      blog: 'https://',
    });
    expect(entries.map((entry) => [entry.network, entry.name])).toEqual([
      ['facebook', 'Facebook'],
      ['instagram', 'Instagram'],
      ['tiktok', 'TikTok'],
      ['models', 'models.com'],
    ]);
  });
});

describe('content the panel could not give', () => {
  it('carries the panel error code in the digest', async () => {
    const failing = () => Promise.reject(new PanelError('timeout', 0, 'panel', '/api/slides/slides'));
    const error = await requireContent(failing).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentUnavailableError);
    expect(unavailableCode((error as ContentUnavailableError).digest)).toBe('timeout');
    const http = await requireContent(() =>
      Promise.reject(new PanelError('http', 500, 'panel', '/api/website-texts')),
    ).catch((caught: unknown) => caught);
    expect(unavailableCode((http as ContentUnavailableError).digest)).toBe('http 500');
  });

  it('lets other errors through untouched', async () => {
    const bug = new TypeError('bug');
    await expect(requireContent(() => Promise.reject(bug))).rejects.toBe(bug);
    expect(unavailableCode(undefined)).toBeNull();
    expect(unavailableCode('1234567')).toBeNull();
  });

  it.each([
    ['en', en, 'The content cannot be loaded right now (timeout). Please try again in a moment.'],
    [
      'pt',
      pt,
      'Não é possível carregar o conteúdo neste momento (timeout). Por favor, tenta novamente dentro de momentos.',
    ],
  ] as const)('the error page shows 503 and the code (%s)', async (locale, messages, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('hidden in production'), { digest: 'content-unavailable:timeout' });
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ErrorPage error={error} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    // The page's code loads apart from every page's first load.
    expect(await screen.findByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(message);
  });

  it('any other error is a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ErrorPage error={Object.assign(new Error('x'), { digest: '98765' })} reset={() => {}} />
      </NextIntlClientProvider>,
    );
    expect(await screen.findByText('500')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.Error.message);
  });
});
