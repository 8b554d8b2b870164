// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/features/contact/form';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

function renderIn(locale: 'en' | 'pt') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : pt}>
      <ContactForm />
    </NextIntlClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('is named for the page and marks every empty field, focusing the first', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderIn('en');
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the email when the field is left, not while typing', async () => {
    renderIn('en');
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'rita@' } });
    await Promise.resolve();
    expect(email).not.toHaveAttribute('aria-invalid');
    fireEvent.blur(email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    // Once marked, it clears as soon as it is right.
    fireEvent.change(email, { target: { value: 'rita@example.com' } });
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('keeps the message when the panel fails, sends on retry, then empties 2.5 s after Sent', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: 'panel_unavailable' }, { status: 502 }))
      .mockResolvedValueOnce(Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    renderIn('pt');
    type('Nome', 'Rita Lopes');
    type('Email', 'rita@example.com');
    type('Mensagem', 'Olá! Quando é o próximo casting?');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível contactar a agência/);
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Olá! Quando é o próximo casting?');
    expect(fetch.mock.calls[0]![0]).toBe('/api/contact');
    expect(JSON.parse(fetch.mock.calls[0]![1].body as string)).toMatchObject({
      name: 'Rita Lopes',
      email: 'rita@example.com',
      website: '',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    // The confirmation sits at the form's top, takes focus and comes into view.
    const receipt = screen.getByRole('heading', { name: 'Mensagem enviada' }).parentElement!;
    expect(receipt).toHaveTextContent(/A tua mensagem chegou à agência/);
    expect(receipt).toHaveFocus();
    expect(receipt.scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument(), {
      timeout: 4_000,
    });
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
  });

  it.each([
    [
      'en',
      'Send',
      /many times from your connection.*same network, such as an office.*shares one count.*60 minutes/,
    ],
    [
      'pt',
      'Enviar',
      /muitas vezes a partir da tua ligação.*mesma rede, como um escritório.*mesma contagem.*60 minutos/,
    ],
  ] as const)(
    'tells an office over its limit that its network shares one count (%s)',
    async (locale, send, text) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () =>
          Response.json({ error: 'rate_limited', retryAfterSeconds: 3_600 }, { status: 429 }),
        ),
      );
      renderIn(locale);
      const messages = locale === 'en' ? en : pt;
      type(messages.ContactForm.name, 'Rita Lopes');
      type(messages.ContactForm.email, 'rita@example.com');
      type(messages.ContactForm.message, 'Olá!');
      fireEvent.click(screen.getByRole('button', { name: send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    },
  );
});
