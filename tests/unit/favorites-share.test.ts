import { describe, expect, it } from 'vitest';
import { encodeShortlist, SHARE_PARAM } from '@/features/favorites/share';
import { decodeShortlist } from '@/features/favorites/shared-link';

/** A link as the first format wrote it: base64url JSON `[1, [[id, name, category, cover, slug?], …]]`. */
const firstFormat = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('share link', () => {
  it('carries the ids alone, in order and each once, readable in the address as it is', () => {
    const encoded = encodeShortlist([1003, 1001, 1005, 1001]);
    expect(encoded).toBe('1003.1001.1005');
    expect(new URLSearchParams({ [SHARE_PARAM]: encoded }).toString()).toBe('shared=1003.1001.1005');
    expect(decodeShortlist(encoded)).toEqual([1003, 1001, 1005]);
  });

  it('holds at most 200 talents', () => {
    const ids = Array.from({ length: 250 }, (_, index) => 1000 + index);
    expect(decodeShortlist(encodeShortlist(ids))).toEqual(ids.slice(0, 200));
  });

  it('stays short: 10 and 40 talents of four-digit ids', () => {
    const ids = (count: number) => Array.from({ length: count }, (_, index) => 1001 + index);
    expect(encodeShortlist(ids(10))).toHaveLength(49);
    expect(encodeShortlist(ids(40))).toHaveLength(199);
  });

  it('reads a first-format link’s ids and nothing else: a crafted name never reaches the page', () => {
    const crafted = firstFormat([
      1,
      [
        [1003, 'Visit evil.example', 'models', 'talents/p-001.jpg'],
        [1001, '<img src=x onerror=alert(1)>', 'digital', '//evil.example/x.jpg', '../../admin'],
        [1003, 'Again', 'models', null],
      ],
    ]);
    const decoded = decodeShortlist(crafted);
    expect(decoded).toEqual([1003, 1001]);
    expect(JSON.stringify(decoded)).not.toMatch(/evil|img|admin/);
  });

  it('reads a first-format link as the share panel wrote it, accents and slugs included', () => {
    const link = firstFormat([
      1,
      [
        [1001, 'Inês Raposo', 'models', 'talents/p-001.jpg'],
        [1005, 'Maria Luz', 'actors', null, 'maria-da-luz'],
      ],
    ]);
    expect(decodeShortlist(link)).toEqual([1001, 1005]);
  });

  it.each([
    ['empty', ''],
    ['a separator alone', '.'],
    ['an empty id', '1001..1003'],
    ['a trailing separator', '1001.'],
    ['an id with a leading zero', '01001'],
    ['an id beyond the panel’s', '12345678901'],
    ['a negative id', '-7'],
    ['other separators', '1001,1003'],
    ['not base64url', 'abc$%'],
    ['not JSON', Buffer.from('{nope').toString('base64url')],
    ['not UTF-8', Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')],
    ['another first-format version', firstFormat([2, [[7, 'A', 'models', null]]])],
    ['no talents in the first format', firstFormat([1, []])],
    ['a first-format entry without an id', firstFormat([1, [['A', 'models', null]]])],
    ['a first-format negative id', firstFormat([1, [[-7, 'A', 'models', null]]])],
    ['a first-format fractional id', firstFormat([1, [[7.5, 'A', 'models', null]]])],
    ['too many talents', Array.from({ length: 201 }, (_, index) => 1000 + index).join('.')],
    [
      'too many first-format talents',
      firstFormat([1, Array.from({ length: 201 }, (_, i) => [i + 1, 'A', 'models', null])]),
    ],
    ['a huge parameter', 'A'.repeat(50_000)],
  ])('rejects a link with %s', (_, encoded) => {
    expect(decodeShortlist(encoded)).toBeNull();
  });
});
