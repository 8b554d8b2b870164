// One spelling per picture: the image optimizer resizes a storage address only as the site writes it, so
// an attacker cannot make it fetch, resize and cache one picture under endless addresses.
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { storageUrl } from '@/lib/panel/reshape';
import { canonicalStorageAddress, isCanonicalStorageAddress } from '@/lib/security/storage-address';
import proxy, { config } from '@/proxy';

// Only the proxy's own decisions are under test; next-intl's middleware does not load outside Next's bundler.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

const STORAGE = 'http://127.0.0.1:4010/storage';
const PICTURE = `${STORAGE}/talents/l-003.jpg`;

describe('a storage address', () => {
  it.each([
    PICTURE,
    `${STORAGE}/talents/Ana%20Silva.jpg`,
    `${STORAGE}/talents/Concei%C3%A7%C3%A3o.jpg`,
    `${STORAGE}/talents/100%25.jpg`,
    'https://cdn.example.com/storage/talents/l-003.jpg',
  ])('in its one spelling is resized: %s', (address) => {
    expect(isCanonicalStorageAddress(address)).toBe(true);
    expect(canonicalStorageAddress(address)).toBe(address);
  });

  it.each([
    ['a fragment', `${PICTURE}#x8271`, PICTURE],
    ['an empty fragment', `${PICTURE}#`, PICTURE],
    ['a query', `${PICTURE}?v=2`, `${PICTURE}?v=2`],
    ['an empty query', `${PICTURE}?`, PICTURE],
    ['a repeated slash', `${STORAGE}/talents//l-003.jpg`, PICTURE],
    ['an escaped letter', `${STORAGE}/talents/%6c-003.jpg`, PICTURE],
    ['an escaped letter in capitals', `${STORAGE}/talents/%6C-003.jpg`, PICTURE],
    ['an escaped digit and hyphen', `${STORAGE}/talents/l%2D%30%303.jpg`, PICTURE],
    ['an escaped dot', `${STORAGE}/talents/l-003%2Ejpg`, PICTURE],
    ['an escaped slash', `${STORAGE}/talents%2Fl-003.jpg`, PICTURE],
    ['a dot segment', `${STORAGE}/talents/./l-003.jpg`, PICTURE],
    ['a double-dot segment', `${STORAGE}/posts/../talents/l-003.jpg`, PICTURE],
    ['an escaped double-dot segment', `${STORAGE}/posts/%2e%2E/talents/l-003.jpg`, PICTURE],
    ['a capital scheme', PICTURE.replace('http:', 'HTTP:'), PICTURE],
    ['a user name', PICTURE.replace('//', '//someone@'), PICTURE],
    ['a short IPv4 host', PICTURE.replace('127.0.0.1', '127.1'), PICTURE],
    ['a padded port', PICTURE.replace(':4010', ':04010'), PICTURE],
    ['backslashes', PICTURE.replaceAll('/', '\\').replace('http:\\\\', 'http://'), PICTURE],
    ['a tab', PICTURE.replace('l-003', 'l-0\t03'), PICTURE],
    ['a raw space', `${STORAGE}/talents/Ana Silva.jpg`, `${STORAGE}/talents/Ana%20Silva.jpg`],
    [
      'lower-case escapes',
      `${STORAGE}/talents/Concei%c3%a7%c3%a3o.jpg`,
      `${STORAGE}/talents/Concei%C3%A7%C3%A3o.jpg`,
    ],
    [
      'raw accented letters',
      `${STORAGE}/talents/Conceição.jpg`,
      `${STORAGE}/talents/Concei%C3%A7%C3%A3o.jpg`,
    ],
  ])('with %s is refused', (_, address, canonical) => {
    expect(isCanonicalStorageAddress(address)).toBe(false);
    expect(canonicalStorageAddress(address)).toBe(canonical);
  });

  it.each([
    '/storage/talents/l-003.jpg',
    '//127.0.0.1:4010/storage/x.jpg',
    'data:image/png;base64,AA',
    'file:///etc/passwd',
  ])('that is not an http(s) URL is refused: %s', (address) => {
    expect(isCanonicalStorageAddress(address)).toBe(false);
  });

  it('is written by the site in its one spelling, whatever the panel names the file', () => {
    expect(storageUrl(STORAGE, '/talents//l-003.jpg')).toBe(PICTURE);
    expect(storageUrl(STORAGE, 'talents/Ana Silva.jpg')).toBe(`${STORAGE}/talents/Ana%20Silva.jpg`);
    expect(storageUrl(STORAGE, 'talents/Conceição.jpg')).toBe(`${STORAGE}/talents/Concei%C3%A7%C3%A3o.jpg`);
  });
});

describe('the image optimizer behind the proxy', () => {
  const optimizer = (address: string) =>
    proxy(new NextRequest(`http://site/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`));

  it('is matched by the proxy', () => {
    expect(config.matcher).toContain('/_next/image');
  });

  it('resizes a picture at its one address', async () => {
    const response = await optimizer(PICTURE);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each([`${PICTURE}#x8271`, `${STORAGE}/talents//l-003.jpg`, `${STORAGE}/talents/%6c-003.jpg`])(
    'answers 400 to another spelling before any work: %s',
    async (address) => {
      const response = await optimizer(address);
      expect(response.status).toBe(400);
      expect(response.headers.get('x-middleware-next')).toBeNull();
    },
  );
});
