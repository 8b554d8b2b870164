// @vitest-environment jsdom
// The application page's warning against fake scouts (the footer's link to it: tests/e2e/no-fee-notice.spec.ts).
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoFeeNotice } from '@/features/application/notices/no-fee-notice';
import type { WebsiteTexts } from '@/lib/content/types';

vi.mock('next-intl/server', () => import('../fixtures/local-panel-env').then((m) => m.nextIntlServer()));
vi.mock('@/components/ui/link', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

afterEach(cleanup);

const contacts: WebsiteTexts = {
  contact_email: { pt: 'info@agencia.example', en: 'info@agencia.example' },
  contact_phone: { pt: '+351 210 000 000', en: '+351 210 000 000' },
};

function notice() {
  return screen.getByRole('region', { name: /never ask for money|nunca pedimos dinheiro/i });
}

describe('NoFeeNotice', () => {
  it('tells a Portuguese visitor that applying is free and how to check a scout, with the agency’s contacts', async () => {
    render(await NoFeeNotice({ texts: contacts, locale: 'pt' }));
    const region = notice();
    expect(region.id).toBe('no-fees');
    expect(within(region).getByRole('heading', { level: 2, name: 'Nunca pedimos dinheiro' })).toBeTruthy();
    expect(region.textContent).toContain('A candidatura e a representação pela agência são gratuitas.');
    expect(region.textContent).toContain('pergunta-nos se trabalha connosco');
    const ways = within(region).getByRole('list', { name: 'Como contactar a agência' });
    expect(within(ways).getByRole('link', { name: 'info@agencia.example' }).getAttribute('href')).toBe(
      'mailto:info@agencia.example',
    );
    expect(within(ways).getByRole('link', { name: '+351 210 000 000' }).getAttribute('href')).toBe(
      'tel:+351210000000',
    );
    expect(within(ways).getByRole('link', { name: 'Todos os nossos contactos' }).getAttribute('href')).toBe(
      '/contact',
    );
  });

  it('speaks English on an English page', async () => {
    render(await NoFeeNotice({ texts: contacts, locale: 'en' }));
    const region = notice();
    expect(within(region).getByRole('heading', { name: 'We never ask for money' })).toBeTruthy();
    expect(region.textContent).toContain('Applying to the agency and being represented by it are free.');
  });

  it('uses the panel’s own text when it has one, sanitized, in the page’s language', async () => {
    const texts: WebsiteTexts = {
      ...contacts,
      be_a_model_no_fee_title: { pt: 'Candidatura gratuita', en: 'Applying is free' },
      be_a_model_no_fee_text: {
        pt: '<p>Nunca cobramos nada.</p><script>alert(1)</script>',
        en: '<p>We never charge anything.</p><script>alert(1)</script>',
      },
    };
    render(await NoFeeNotice({ texts, locale: 'en' }));
    const region = screen.getByRole('region', { name: 'Applying is free' });
    expect(region.textContent).toContain('We never charge anything.');
    expect(region.textContent).not.toContain('Applying to the agency and being represented');
    expect(region.querySelector('script')).toBeNull();
  });

  it('still points to the contact page when the panel has no email or phone', async () => {
    render(await NoFeeNotice({ texts: {}, locale: 'pt' }));
    expect(
      within(notice())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todos os nossos contactos']);
  });
});
