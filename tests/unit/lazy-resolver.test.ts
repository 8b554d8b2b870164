// A form's schema loaded on demand (components/forms/lazy-resolver.ts): the checks a visitor sees are the
// schema's, and a schema that cannot load leaves the checking to the server instead of breaking the form.
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { contactMessageSchema } from '@/features/contact/schema';
import { emptyContactMessage, type ContactMessage } from '@/features/contact/fields';

const options: ResolverOptions<ContactMessage> = { fields: {}, shouldUseNativeValidation: false };
const message: ContactMessage = { name: 'Ana', email: 'ana@example.pt', message: 'Olá' };

describe('lazyZodResolver', () => {
  it('loads the schema once and reports its messages by field', async () => {
    const load = vi.fn(async () => contactMessageSchema);
    const { resolver, preload } = lazyZodResolver(load);
    preload();
    const empty = await resolver(emptyContactMessage, undefined, options);
    expect(
      Object.fromEntries(Object.entries(empty.errors).map(([field, error]) => [field, error?.message])),
    ).toEqual({ name: 'required', email: 'required', message: 'required' });
    const bad = await resolver({ ...message, email: 'ana@' }, undefined, options);
    expect(bad.errors.email?.message).toBe('email');
    expect(await resolver(message, undefined, options)).toEqual({ values: message, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form send (the server checks) when the schema cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<typeof contactMessageSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(contactMessageSchema);
    const { resolver } = lazyZodResolver(load);
    expect(await resolver(emptyContactMessage, undefined, options)).toEqual({
      values: emptyContactMessage,
      errors: {},
    });
    const retried = await resolver(emptyContactMessage, undefined, options);
    expect(retried.errors.name?.message).toBe('required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
