// Receipt references: each form's letter, and the site's memory of the form each reference was first sent
// with, shared by instances through Redis, so a resend is told from an edited form on any instance.
import { describe, expect, it, vi } from 'vitest';
import { createReference, isReference, REFERENCE_PREFIXES } from '@/lib/forms/reference';
import {
  createSentReferences,
  memoryReferences,
  redisReferences,
  sentDigest,
} from '@/lib/forms/sent-references';
import { redisServerForTests } from '../fixtures/redis-server';

describe('createReference', () => {
  it.each(Object.entries(REFERENCE_PREFIXES) as [keyof typeof REFERENCE_PREFIXES, string][])(
    'gives %s its letter, the day and six unambiguous characters',
    (form, letter) => {
      const reference = createReference(form, new Date('2026-03-15T10:00:00Z'));
      expect(reference).toMatch(new RegExp(`^${letter}-260315-[0-9A-HJKMNP-TV-Z]{6}$`));
      expect(isReference(form, reference)).toBe(true);
      expect(new Set(Array.from({ length: 50 }, () => createReference(form))).size).toBe(50);
    },
  );

  it('takes only its own form’s shape', () => {
    expect(isReference('contact', createReference('favorites'))).toBe(false);
    for (const forged of ['C-1; DROP', 'C-260315-ILOU00', 'c-260315-7K3QX9', ' C-260315-7K3QX9', 7, null]) {
      expect(isReference('contact', forged)).toBe(false);
    }
  });
});

describe('sentDigest', () => {
  it('is the same for the same form in any order, whatever the bot traps and the reference say', () => {
    const sent = { name: 'Rita', message: 'Hello', talents: [1001, 1003] };
    expect(sentDigest({ ...sent, website: '', fillTimeMs: 4_000, reference: 'C-260315-7K3QX9' })).toBe(
      sentDigest({ talents: [1001, 1003], fillTimeMs: 90_000, message: 'Hello', name: 'Rita' }),
    );
  });

  it('changes with any field or any byte of a file', () => {
    const photo = { bytes: Buffer.from([0xff, 0xd8, 1, 2]) };
    const digest = sentDigest({ phone: '912' }, { image_1: photo });
    expect(sentDigest({ phone: '913' }, { image_1: photo })).not.toBe(digest);
    expect(sentDigest({ phone: '912' }, { image_1: { bytes: Buffer.from([0xff, 0xd8, 1, 3]) } })).not.toBe(
      digest,
    );
    expect(sentDigest({ phone: '912' }, { image_2: photo })).not.toBe(digest);
  });
});

describe('the site’s memory of sent references', () => {
  it('binds a reference to its first form and compares later sends with it', async () => {
    const references = memoryReferences();
    expect(await references.claim('C-260315-7K3QX9', 'one')).toBe('first');
    expect(await references.claim('C-260315-7K3QX9', 'one')).toBe('again');
    expect(await references.claim('C-260315-7K3QX9', 'two')).toBe('changed');
    expect(await references.claim('C-260315-7K3QX8', 'two')).toBe('first');
  });

  it('forgets a reference after a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const references = memoryReferences();
    await references.claim('C-260315-7K3QX9', 'one');
    vi.advanceTimersByTime(24 * 60 * 60 * 1000 + 1);
    expect(await references.claim('C-260315-7K3QX9', 'two')).toBe('first');
    vi.useRealTimers();
  });
});

describe('the site’s memory of sent references on Redis', () => {
  const redis = redisServerForTests();

  it('is shared by instances: a resend on another instance is known, an edit there refused', async () => {
    const [a, b] = [createSentReferences('contact'), createSentReferences('contact')];
    expect(await a.claim('C-260315-SHARED', 'one')).toBe('first');
    expect(await b.claim('C-260315-SHARED', 'one')).toBe('again');
    expect(await b.claim('C-260315-SHARED', 'two')).toBe('changed');
    expect(await redis().get('form-reference:contact:C-260315-SHARED')).toBe('one');
    expect(await redis().ttl('form-reference:contact:C-260315-SHARED')).toBeGreaterThan(23 * 60 * 60);
    // Another form's references are its own.
    expect(await createSentReferences('favorites').claim('C-260315-SHARED', 'two')).toBe('first');
  });

  it('lets only one of two sends at once be the first', async () => {
    const instances = Array.from({ length: 4 }, () => createSentReferences('favorites'));
    const claims = await Promise.all(instances.map((references) => references.claim('B-260315-RACING', 'x')));
    expect(claims.sort()).toEqual(['again', 'again', 'again', 'first']);
  });

  it('remembers in this process, after at most half a second, while Redis does not answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const references = createSentReferences('contact');
    await redis().sendCommand(['CLIENT', 'PAUSE', '1500', 'ALL']);
    const started = Date.now();
    expect(await references.claim('C-260315-PAUSED', 'one')).toBe('first');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await references.claim('C-260315-PAUSED', 'two')).toBe('changed');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('falls back on memory when the client fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = { eval: async () => Promise.reject(new Error('The client is closed')) };
    const references = redisReferences('contact', failing as never, Promise.resolve(), memoryReferences());
    expect(await references.claim('C-260315-CLOSED', 'one')).toBe('first');
    expect(await references.claim('C-260315-CLOSED', 'two')).toBe('changed');
    warn.mockRestore();
  });
});
