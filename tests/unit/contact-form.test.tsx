// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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

  it('keeps the message when the panel fails, sends it again under its reference, then shows the receipt in its place', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: 'panel_unavailable' }, { status: 502 }))
      .mockImplementationOnce(async (_url: string, init: RequestInit) =>
        Response.json({ ok: true, reference: JSON.parse(init.body as string).reference }),
      );
    vi.stubGlobal('fetch', fetch);
    renderIn('pt');
    type('Nome', 'Rita Lopes');
    type('Email', 'rita@example.com');
    type('Mensagem', 'Olá! Quando é o próximo casting?\nSou de Braga.');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível contactar a agência/);
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Olá! Quando é o próximo casting?\nSou de Braga.');
    expect(fetch.mock.calls[0]![0]).toBe('/api/contact');
    const first = JSON.parse(fetch.mock.calls[0]![1].body as string);
    expect(first).toMatchObject({ name: 'Rita Lopes', email: 'rita@example.com', website: '' });
    expect(first.reference).toMatch(/^C-\d{6}-[0-9A-HJKMNP-TV-Z]{6}$/);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // The resend is the same message to the panel, which stores a reference once.
    const receipt = (await screen.findByRole('heading', { name: 'Mensagem enviada' })).parentElement!;
    expect(JSON.parse(fetch.mock.calls[1]![1].body as string).reference).toBe(first.reference);
    // In the form's place, focused and in view: the reference and what was sent.
    expect(receipt).toHaveTextContent(`A tua mensagem chegou à agência com a referência ${first.reference}`);
    expect(within(receipt).getByText('Resposta para').nextSibling).toHaveTextContent('rita@example.com');
    expect(within(receipt).getByText(/^Olá! Quando é o próximo casting\?/)).toBeInTheDocument();
    expect(receipt).toHaveFocus();
    expect(receipt.scrollIntoView).toHaveBeenCalled();
    expect(screen.queryByLabelText('Mensagem')).toBeNull();
    expect(screen.queryByRole('button', { name: /Enviar/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Escrever outra mensagem' }));
    expect(screen.getByLabelText('Mensagem')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Mensagem enviada' })).toBeNull();
  });

  it('sends a message edited after a failed send under a new reference', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'panel_unavailable' }, { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    renderIn('en');
    type('Name', 'Rita Lopes');
    type('Email', 'rita@example.com');
    type('Message', 'When is the next casting?');
    const send = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByRole('alert');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled', 'true'),
      );
    };
    const references = () =>
      fetch.mock.calls.map(
        (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).reference,
      );

    await send();
    await send();
    type('Email', 'rita.lopes@example.com');
    await send();
    await send();
    const [first, again, edited, editedAgain] = references();
    expect(again).toBe(first);
    expect(edited).not.toBe(first);
    expect(editedAgain).toBe(edited);
  });

  it('tells a visitor whose edit reused a reference to send again, which then goes as a new one', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ error: 'reference_reused' }, { status: 409 }))
      .mockResolvedValueOnce(Response.json({ ok: true, reference: 'C-260315-7K3QX9' }));
    vi.stubGlobal('fetch', fetch);
    renderIn('en');
    type('Name', 'Rita Lopes');
    type('Email', 'rita@example.com');
    type('Message', 'When is the next casting?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.FormErrors.problems.referenceReused);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    const [first, second] = fetch.mock.calls.map(
      (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string).reference,
    );
    expect(second).not.toBe(first);
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
