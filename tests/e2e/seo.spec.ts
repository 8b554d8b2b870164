import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from '../../lib/site';

// What a search engine reads in the server's HTML (issue 9): title, description, canonical and hreflang
// links, Open Graph and Twitter cards, and the JSON-LD. Content is the local panel's (local-panel/content).

const PROFILE = { en: '/en/models/1001/teresa-pires-leite', pt: '/pt/modelos/1001/teresa-pires-leite' };
const POST = { en: '/en/blog/our-casting-in-lisbon', pt: '/pt/blog/o-nosso-casting-em-lisboa' };

/** Every kind of page in both languages. */
const PAGES = [
  { en: '/en', pt: '/pt' },
  { en: '/en/models', pt: '/pt/modelos' },
  { en: '/en/commercial', pt: '/pt/comercial' },
  { en: '/en/actors', pt: '/pt/atores' },
  { en: '/en/digital', pt: '/pt/digital' },
  { en: '/en/special', pt: '/pt/special' },
  PROFILE,
  { en: '/en/favorites', pt: '/pt/favoritos' },
  { en: '/en/be-a-model', pt: '/pt/seja-modelo' },
  { en: '/en/about', pt: '/pt/sobre' },
  { en: '/en/contact', pt: '/pt/contato' },
  { en: '/en/news', pt: '/pt/news' },
  POST,
] as const;

const OPEN_GRAPH_LOCALES = { en: 'en_GB', pt: 'pt_PT' } as const;
const AGENCY_ID = `${site.url}/#agency`;

type Attributes = Record<string, string>;
type JsonLdNode = Record<string, unknown> & { '@type': string };

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attributesOf(tag: string): Attributes {
  return Object.fromEntries(
    [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name!.toLowerCase(),
      decodeEntities(value!),
    ]),
  );
}

/** The page as a crawler fetches it: no JavaScript run, only the server's HTML. */
async function readPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const tags = (name: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributesOf(tag));
  const links = tags('link');
  const metas = tags('meta');
  return {
    status: response.status(),
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    link: (rel: string, hreflang?: string) =>
      links.find((link) => link.rel === rel && (hreflang === undefined || link.hreflang === hreflang))?.href,
    meta: (key: string) => metas.find((meta) => meta.property === key || meta.name === key)?.content,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
      ([, json]) => JSON.parse(json!) as JsonLdNode | JsonLdNode[],
    ),
  };
}

function nodeOfType(nodes: JsonLdNode[], type: string): JsonLdNode {
  const node = nodes.find((candidate) => candidate['@type'] === type);
  expect(node, `a ${type} node`).toBeDefined();
  return node!;
}

test.describe('every page tells search engines its title, address and languages', () => {
  for (const page of PAGES) {
    for (const locale of ['en', 'pt'] as const) {
      const path = page[locale];
      test(path, async ({ request }) => {
        const head = await readPage(request, path);
        expect(head.status).toBe(200);
        const suffix = ` | ${site.name}`;
        expect(head.title.endsWith(suffix), head.title).toBe(true);
        expect(head.title.length).toBeGreaterThan(suffix.length);
        expect(head.meta('description')).toBeTruthy();
        expect(head.meta('robots')).toBeUndefined();

        expect(head.link('canonical')).toBe(`${site.url}${path}`);
        expect(head.link('alternate', 'en')).toBe(`${site.url}${page.en}`);
        expect(head.link('alternate', 'pt')).toBe(`${site.url}${page.pt}`);
        expect(head.link('alternate', 'x-default')).toBe(`${site.url}${page.pt}`);

        expect(head.meta('og:title')).toBe(head.title);
        expect(head.meta('twitter:title')).toBe(head.title);
        expect(head.meta('og:description')).toBe(head.meta('description'));
        expect(head.meta('og:url')).toBe(`${site.url}${path}`);
        expect(head.meta('og:site_name')).toBe(site.name);
        expect(head.meta('og:locale')).toBe(OPEN_GRAPH_LOCALES[locale]);
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        expect(head.meta('og:image')).toMatch(/^https?:\/\/[^/]+\/.+/);
        expect(head.meta('og:image:width')).toBe('1200');
        expect(head.meta('og:image:height')).toBe('630');
        expect(head.meta('og:image:alt')).toBeTruthy();
        expect(head.meta('twitter:image')).toBe(head.meta('og:image'));
      });
    }
  }
});

test.describe('the agency as a local business', () => {
  for (const [path, locality] of [
    ['/en', 'Lisbon'],
    ['/pt/contato', 'Lisboa'],
  ] as const) {
    test(`${path}: address, phone, email and networks from the panel`, async ({ request }) => {
      const head = await readPage(request, path);
      const agency = nodeOfType(head.jsonLd, 'EmploymentAgency');
      expect(agency).toMatchObject({
        '@context': 'https://schema.org',
        '@id': AGENCY_ID,
        name: site.name,
        url: site.url,
        logo: `${site.url}/icon.svg`,
        telephone: '+351 210 000 000',
        email: 'info@agencia.example',
        address: {
          '@type': 'PostalAddress',
          streetAddress: expect.stringMatching(/^Rua da Escola Politécnica 56/),
          postalCode: '1250-102',
          addressLocality: locality,
          addressCountry: 'PT',
        },
      });
      expect(agency.sameAs).toEqual(
        expect.arrayContaining([
          'https://www.instagram.com/agencia.lisboa.demo',
          'https://www.linkedin.com/company/agencia-lisboa-demo',
        ]),
      );
      // The local panel has no Spotify: no network is made up.
      expect(JSON.stringify(agency.sameAs)).not.toContain('spotify');
    });
  }

  test('the home page pictures the agency with its first slide, and shares the agency card', async ({
    request,
  }) => {
    const head = await readPage(request, '/pt');
    expect(nodeOfType(head.jsonLd, 'EmploymentAgency').image).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(head.meta('og:image')).toBe(`${site.url}/api/og/pt/opengraph-image`);
  });
});

test('a post is a BlogPosting by the agency, under Home › News', async ({ request }) => {
  const url = `${site.url}/en/blog/our-casting-in-lisbon`;
  const head = await readPage(request, '/en/blog/our-casting-in-lisbon');
  expect(head.meta('og:type')).toBe('article');
  expect(head.meta('article:published_time')).toBe('2026-11-16T10:30:00.000Z');

  const post = nodeOfType(head.jsonLd, 'BlogPosting');
  expect(post).toMatchObject({
    '@context': 'https://schema.org',
    headline: 'Our casting in Lisbon',
    description: expect.stringMatching(/open casting day/),
    url,
    mainEntityOfPage: { '@id': url },
    inLanguage: 'en',
    datePublished: '2026-11-16T10:30:00.000Z',
    author: { '@id': AGENCY_ID, name: site.name },
    publisher: { '@id': AGENCY_ID, name: site.name, logo: `${site.url}/icon.svg` },
  });
  expect(head.meta('og:image')).toBe(`${site.url}/api/og/post/our-casting-in-lisbon/opengraph-image`);
  expect(head.meta('og:image:alt')).toBe('Our casting in Lisbon');
  expect((post.image as string[]).length).toBeGreaterThan(0);

  expect(nodeOfType(head.jsonLd, 'BreadcrumbList').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/en` },
    { '@type': 'ListItem', position: 2, name: 'News', item: `${site.url}/en/news` },
    { '@type': 'ListItem', position: 3, name: 'Our casting in Lisbon', item: url },
  ]);
});

test('a talent list sits under Home', async ({ request }) => {
  const head = await readPage(request, '/pt/modelos');
  expect(nodeOfType(head.jsonLd, 'BreadcrumbList').itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Início', item: `${site.url}/pt` },
    { '@type': 'ListItem', position: 2, name: 'Modelos', item: `${site.url}/pt/modelos` },
  ]);
});

test('a profile is a Person of the agency', async ({ request }) => {
  const head = await readPage(request, '/en/models/1001/teresa-pires-leite');
  expect(head.meta('og:type')).toBe('profile');
  expect(nodeOfType(head.jsonLd, 'Person')).toMatchObject({
    url: `${site.url}/en/models/1001/teresa-pires-leite`,
    image: expect.arrayContaining([expect.stringMatching(/^https?:\/\/[^/]+\/.+/)]),
    affiliation: { '@id': AGENCY_ID },
  });
  expect(head.meta('og:image')).toBe(`${site.url}/api/og/talent/1001/opengraph-image`);
  expect(head.meta('og:image:alt')).toBe('Teresa Pires Leite, cover photo');
});

test('image search finds a talent’s pictures in the sitemap and in the profile, and can fetch them', async ({
  request,
}) => {
  const person = nodeOfType((await readPage(request, PROFILE.en)).jsonLd, 'Person');
  const pictures = person.image as string[];
  // The cover and the Book: talent 1001 has both (local-panel/content/talents.ts).
  expect(pictures.length).toBeGreaterThan(2);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  for (const path of [PROFILE.en, PROFILE.pt]) {
    const entry = sitemap.split('<url>').find((block) => block.includes(`<loc>${site.url}${path}</loc>`));
    expect(entry, path).toBeDefined();
    const listed = [...entry!.matchAll(/<image:image>\s*<image:loc>([^<]+)<\/image:loc>/g)].map(
      ([, address]) => address,
    );
    expect(listed, path).toEqual(pictures);
  }
  const cover = await request.get(pictures[0]!);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toBe('image/jpeg');
});

// Issue 17, part 8: the picture a shared link shows is there to be fetched, as a crawler would.
test('every shared link shows a picture that can be fetched', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [
    '/en/models',
    '/pt/modelos',
    '/en/contact',
    '/en/about',
    '/en/be-a-model',
    '/en/favorites',
    '/en/news',
    PROFILE.en,
    POST.en,
  ];
  for (const path of paths) {
    const head = await readPage(request, path);
    expect(head.status, path).toBe(200);
    const image = head.meta('og:image');
    expect(image, `${path}: og:image`).toBeTruthy();
    // og:image is absolute on SITE_URL; the test server may answer on another origin.
    const { pathname, search } = new URL(image!);
    const response = await request.get(`${pathname}${search}`);
    expect(response.status(), `${path}: ${image}`).toBe(200);
    expect(response.headers()['content-type'], `${path}: ${image}`).toMatch(/^image\/(png|jpeg|webp)/);
    expect((await response.body()).length, `${path}: ${image}`).toBeGreaterThan(1_000);
  }
});

for (const locale of ['en', 'pt'] as const) {
  test(`/${locale} names the site for search results (WebSite)`, async ({ request }) => {
    const head = await readPage(request, `/${locale}`);
    expect(nodeOfType(head.jsonLd, 'WebSite')).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      url: `${site.url}/`,
      inLanguage: locale,
      publisher: { '@id': AGENCY_ID },
    });
  });

  test(`a ${locale} 404 has a link preview and no internal route in its headers`, async ({ request }) => {
    for (const path of [`/${locale}/no-such-page`, `/${locale}/blog/no-such-post-here`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['x-middleware-rewrite'], path).toBeUndefined();
      expect(JSON.stringify(response.headersArray()), path).not.toContain('not-found-page');
      const head = await readPage(request, path);
      expect(head.meta('og:title'), path).toBe(head.title);
      expect(head.meta('og:url'), path).toBe(`${site.url}/${locale}`);
    }
  });
}

test('the 404 page keeps the title shape but asks not to be indexed', async ({ request }) => {
  const head = await readPage(request, '/en/no-such-page');
  expect(head.status).toBe(404);
  expect(head.title).toBe(`Page not found | ${site.name}`);
  expect(head.meta('robots')).toMatch(/noindex/);
  expect(head.link('canonical')).toBeUndefined();
});
