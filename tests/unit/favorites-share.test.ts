import { describe, expect, it } from 'vitest';
import { encodeShortlist } from '@/features/favorites/share';
import { decodeShortlist } from '@/features/favorites/shared-link';
import type { FavoriteTalent } from '@/features/favorites/types';

const STORAGE = 'https://panel.example.com/storage';

const talents: FavoriteTalent[] = [
  {
    id: 1001,
    name: 'Inês Raposo',
    slug: 'ines-raposo',
    category: 'models',
    cover: `${STORAGE}/talents/p-001.jpg`,
  },
  { id: 1003, name: 'Zoë Ødegård', slug: 'zoe-odegard', category: 'digital', cover: null },
  // A slug the name would not give (a renamed talent): it travels in the link.
  { id: 1005, name: 'Maria Luz', slug: 'maria-da-luz', category: 'actors', cover: `${STORAGE}/a/b c.jpg` },
];

const encodeRaw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('share link', () => {
  it('round-trips a shortlist, names with accents included', () => {
    const encoded = encodeShortlist(talents, STORAGE);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShortlist(encoded, STORAGE)).toEqual(talents);
  });

  it('keeps covers relative to the storage, so the link survives a change of storage host', () => {
    const encoded = encodeShortlist(talents, `${STORAGE}/`);
    const decoded = decodeShortlist(encoded, 'https://cdn.example.org/files');
    expect(decoded?.[0]?.cover).toBe('https://cdn.example.org/files/talents/p-001.jpg');
  });

  it('drops covers that are not on the storage rather than carry any address', () => {
    const foreign = [{ ...talents[1]!, cover: 'https://tracker.example.net/pixel.gif' }];
    expect(decodeShortlist(encodeShortlist(foreign, STORAGE), STORAGE)?.[0]?.cover).toBeNull();
  });

  it('stays short: a name-derived slug is left out', () => {
    const encoded = encodeShortlist([talents[0]!], STORAGE);
    expect(Buffer.from(encoded, 'base64url').toString()).toBe(
      '[1,[[1001,"Inês Raposo","models","talents/p-001.jpg"]]]',
    );
  });

  it('reads whatever path it gets as a file under the storage', () => {
    const decoded = decodeShortlist(encodeRaw([1, [[7, 'A', 'models', 'javascript:alert(1)']]]), STORAGE);
    expect(decoded?.[0]?.cover).toBe(`${STORAGE}/javascript:alert(1)`);
  });

  it('keeps one entry per talent', () => {
    const decoded = decodeShortlist(
      encodeRaw([
        1,
        [
          [7, 'A', 'models', null],
          [7, 'A', 'models', null],
        ],
      ]),
      STORAGE,
    );
    expect(decoded).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$%'],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['another version', encodeRaw([2, [[7, 'A', 'models', null]]])],
    ['no talents', encodeRaw([1, []])],
    ['an unknown category', encodeRaw([1, [[7, 'A', 'bakers', null]]])],
    ['a negative id', encodeRaw([1, [[-7, 'A', 'models', null]]])],
    ['an empty name', encodeRaw([1, [[7, ' ', 'models', null]]])],
    ['a cover leaving the storage', encodeRaw([1, [[7, 'A', 'models', '../secret.jpg']]])],
    ['a cover with a host', encodeRaw([1, [[7, 'A', 'models', '//evil.example/x.jpg']]])],
    ['an encoded way out', encodeRaw([1, [[7, 'A', 'models', '%2e%2e/secret.jpg']]])],
    ['a bad slug', encodeRaw([1, [[7, 'A', 'models', null, '../../admin']]])],
    ['too many talents', encodeRaw([1, Array.from({ length: 201 }, (_, i) => [i + 1, 'A', 'models', null])])],
    ['a huge parameter', 'A'.repeat(50_000)],
  ])('rejects a link with %s', (_, encoded) => {
    expect(decodeShortlist(encoded, STORAGE)).toBeNull();
  });
});
