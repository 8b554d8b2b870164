// The proxy's matcher leaves a page's plain address to Next (nothing to decide there), and only that: every
// other path a visitor may type still gets the proxy's redirects and 404s.
import { compile, match, pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { describe, expect, it, vi } from 'vitest';
import { contentPath } from '@/lib/i18n/content-routes';
import { categoryKeys } from '@/lib/i18n/categories';
import { locales } from '@/lib/i18n/locales';
import { decideRoute, localizedPageRewrites, localizedSlug, staticPageKeys } from '@/lib/i18n/routes';
import { config } from '@/proxy';

// Only the proxy's config is read here; next-intl's middleware does not load outside Next's bundler.
vi.mock('next-intl/middleware', () => ({ default: () => () => undefined }));

// As Next compiles a matcher: the source's pattern, matched case-sensitively against the path.
const matchers = config.matcher.map((source) => new RegExp(pathToRegexp(source).source));
const reachesProxy = (path: string) => matchers.some((matcher) => matcher.test(path));

const plainSlugs = (locale: (typeof locales)[number]) =>
  [...categoryKeys, ...staticPageKeys].map((page) => localizedSlug(page, locale));
const plainAddresses = locales.flatMap((locale) => [
  `/${locale}`,
  ...plainSlugs(locale).map((slug) => `/${locale}/${slug}`),
]);

describe('the proxy matcher', () => {
  // Next reads the matcher at build time as literals only, so proxy.ts writes the route table's slugs out.
  it("leaves out the route table's plain addresses, written as this test expects", () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const plain = locales
      .map((locale) => `${locale}(?:/(?:${plainSlugs(locale).map(escape).join('|')}))?$`)
      .join('|');
    expect(config.matcher[0]!.endsWith(`|${plain}).*)`), `the first pattern ends with |${plain}).*)`).toBe(
      true,
    );
  });

  it('leaves every plain page address out, each one a page with nothing to decide', () => {
    for (const path of plainAddresses) {
      expect(reachesProxy(path), path).toBe(false);
      expect(decideRoute(path), path).toEqual({ kind: 'pass' });
      expect(contentPath(path), path).toBeNull();
    }
  });

  it.each([
    '/',
    '/models',
    '/pt/models',
    '/en/modelos',
    '/pt/contacto',
    '/en/sobre-nosotros',
    '/EN/models',
    '/en/Models',
    '/es',
    '/en/models/1001/teresa-pires-leite',
    '/pt/modelos/1001',
    '/en/models/extra',
    '/en/blog/a-post',
    '/en/unknown',
    '/en/aboutx',
    '/en-gb',
    '/file.txt',
    '/api/og/talent/1001/opengraph-image',
    '/api/%E0%A4%A',
  ])('still sends %s through the proxy', (path) => {
    expect(reachesProxy(path)).toBe(true);
  });

  // As Next applies a rewrite: the first source that matches, its parameters put into the destination.
  const rewritten = (path: string) => {
    for (const { source, destination } of localizedPageRewrites()) {
      const found = match<Record<string, string[]>>(source)(path);
      if (found) return compile(destination)(found.params);
    }
    return path;
  };

  it.each([
    ['/pt/modelos', '/pt/models'],
    ['/pt/modelos/1001/ana-silva', '/pt/models/1001/ana-silva'],
    ['/pt/comercial/2001', '/pt/commercial/2001'],
    ['/pt/atores/3001/rui-costa', '/pt/actors/3001/rui-costa'],
    ['/pt/favoritos', '/pt/favorites'],
    ['/pt/contato', '/pt/contact'],
    ['/pt/sobre', '/pt/about'],
    ['/pt/seja-modelo', '/pt/be-a-model'],
  ])('brings %s, a Portuguese slug and what follows it, to the folder that renders it', (path, folder) => {
    expect(rewritten(path)).toBe(folder);
  });

  it.each(['/pt/digital/4001/eva', '/pt/special', '/pt/news', '/en/models/1001/ana-silva', '/en/about'])(
    'leaves %s, already named after its folder, as it is',
    (path) => {
      expect(rewritten(path)).toBe(path);
    },
  );
});
