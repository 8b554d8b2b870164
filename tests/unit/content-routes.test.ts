import { describe, expect, it } from 'vitest';
import {
  contentPath,
  decideContentRoute,
  shareCardIsKnown,
  type ContentIndex,
} from '@/lib/i18n/content-routes';

const index: ContentIndex = {
  // Teresa is in models (17) and commercial (23); Ivo only in actors (26).
  talents: new Map([
    [1001, { categoryIds: [17, 23], slug: 'teresa-pires-leite' }],
    [1003, { categoryIds: [26], slug: 'ivo-pereira' }],
  ]),
  postSlugs: new Set(['our-casting-in-lisbon', 'o-nosso-casting-em-lisboa', 'ação-de-verão']),
};

const decide = (pathname: string) => {
  const path = contentPath(pathname);
  return path && decideContentRoute(path, index);
};

describe('content paths decided before a page renders', () => {
  it('names only profiles and posts', () => {
    expect(contentPath('/en/models/1001/teresa')).toEqual({
      kind: 'profile',
      locale: 'en',
      category: 'models',
      id: '1001',
      slug: 'teresa',
    });
    expect(contentPath('/pt/modelos/1001')).toEqual({
      kind: 'profile',
      locale: 'pt',
      category: 'models',
      id: '1001',
      slug: '',
    });
    expect(contentPath('/pt/blog/x')).toEqual({ kind: 'post', locale: 'pt', slug: 'x' });
    for (const other of ['/en/models', '/en/about', '/en', '/xx/models/1/a', '/en/models/1/a/b']) {
      expect(contentPath(other), other).toBeNull();
    }
  });

  it('lets known profiles and posts through to their pages', () => {
    expect(decide('/en/models/1001/teresa-pires-leite')).toEqual({ kind: 'pass' });
    expect(decide('/pt/comercial/1001/teresa-pires-leite')).toEqual({ kind: 'pass' });
    expect(decide('/en/blog/our-casting-in-lisbon')).toEqual({ kind: 'pass' });
    expect(decide(`/pt/blog/${encodeURIComponent('ação-de-verão')}`)).toEqual({ kind: 'pass' });
  });

  it('answers the 404 page for ids and slugs the panel does not have, of any length', () => {
    for (const unknown of [
      '/en/models/999999/anyone',
      '/en/models/999999',
      '/en/models/12345678901234567890/x',
      `/en/models/1001/${'a'.repeat(201)}`,
      '/en/blog/no-such-post',
      `/en/blog/${'x'.repeat(300)}`,
      '/en/blog/%E0%A4%A',
    ]) {
      expect(decide(unknown), unknown).toEqual({ kind: 'not-found' });
    }
  });

  it('sends a stale name, a padded id or a list the talent is not in to the one canonical address', () => {
    expect(decide('/en/models/1001/old-name')).toEqual({
      kind: 'redirect',
      pathname: '/en/models/1001/teresa-pires-leite',
    });
    expect(decide('/en/models/01001/teresa-pires-leite')).toEqual({
      kind: 'redirect',
      pathname: '/en/models/1001/teresa-pires-leite',
    });
    expect(decide('/pt/modelos/1003/ivo-pereira')).toEqual({
      kind: 'redirect',
      pathname: '/pt/atores/1003/ivo-pereira',
    });
    // The id alone (no name): the profile's address.
    expect(decide('/en/models/1001')).toEqual({
      kind: 'redirect',
      pathname: '/en/models/1001/teresa-pires-leite',
    });
    expect(decide('/pt/comercial/1001')).toEqual({
      kind: 'redirect',
      pathname: '/pt/comercial/1001/teresa-pires-leite',
    });
  });

  it('checks the share cards of talents and posts against the same index', () => {
    expect(shareCardIsKnown('/api/og/talent/1001/opengraph-image', index)).toBe(true);
    expect(shareCardIsKnown('/api/og/talent/999999/opengraph-image', index)).toBe(false);
    expect(shareCardIsKnown('/api/og/talent/01001/opengraph-image', index)).toBe(false);
    expect(
      shareCardIsKnown(`/api/og/post/${encodeURIComponent('ação-de-verão')}/opengraph-image`, index),
    ).toBe(true);
    expect(shareCardIsKnown('/api/og/post/nothing/opengraph-image', index)).toBe(false);
    expect(shareCardIsKnown('/api/og/en/models/opengraph-image', index)).toBeNull();
  });
});
