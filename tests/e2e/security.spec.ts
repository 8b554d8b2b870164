import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
} from '../../local-panel/credentials';
import { FORM_ATTEMPTS } from '../../lib/forms/rate-limit';
import { hydrated } from './hydration';
import { revalidate, REVALIDATE_SECRET } from './panel';

const SECRETS = [
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
  REVALIDATE_SECRET,
];
const PAGES = [
  '/en',
  '/pt/modelos',
  '/en/models/1001/teresa-pires-leite',
  '/en/favorites',
  '/en/be-a-model',
  '/pt/news',
  '/en/contact',
];

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe('secrets stay on the server', () => {
  test('no credential or secret appears in any file the browser can download', () => {
    const clientFiles = filesUnder(path.join(process.cwd(), '.next', 'static'));
    expect(clientFiles.length).toBeGreaterThan(10);
    for (const file of clientFiles) {
      const text = readFileSync(file, 'latin1');
      for (const secret of SECRETS) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
    }
  });

  for (const page of PAGES) {
    test(`${page}: no secret in the HTML, and the security headers are set`, async ({ request }) => {
      const response = await request.get(page);
      const html = await response.text();
      for (const secret of SECRETS) expect(html).not.toContain(secret);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test('robots.txt points to the sitemap, which lists pages, talents and posts in both languages', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /api/');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const url of [
    '/en/models',
    '/pt/modelos',
    '/pt/seja-modelo',
    '/en/models/1001/teresa-pires-leite',
    '/pt/modelos/1001/teresa-pires-leite',
  ]) {
    expect(sitemap).toContain(`${url}</loc>`);
  }
  expect(sitemap).toMatch(/\/en\/blog\/[a-z0-9-]+<\/loc>/);
  expect(sitemap).toContain('hreflang="pt"');
});

test('a profile carries Person and BreadcrumbList structured data and one canonical URL', async ({
  request,
}) => {
  const html = await (await request.get('/en/models/1001/teresa-pires-leite')).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as { '@type': string } | { '@type': string }[],
  );
  const types = blocks.flat().map((block) => block['@type']);
  expect(types).toEqual(expect.arrayContaining(['Person', 'BreadcrumbList']));
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/models\/1001\/teresa-pires-leite"/);
});

/** A POST straight to the site's socket from `localAddress` (another loopback address than Playwright's). */
function postFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress,
        headers,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test.describe('attacks replayed', () => {
  // A filled honeypot gets a pretended success and stores nothing: only the rate limit is under test.
  const botMessage = JSON.stringify({
    name: 'Bot',
    email: 'bot@example.com',
    message: 'Hello',
    website: 'https://spam.example',
    fillTimeMs: 9_000,
  });

  test('a client reaching the server directly cannot pick its address to escape the rate limit', async ({
    baseURL,
  }) => {
    // Loopback addresses other than 127.0.0.1 are not trusted proxies (playwright.config.ts): their
    // X-Forwarded-For is ignored. A fresh one per run, so a retry starts with an empty bucket.
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const attacker = `127.${octet()}.${octet()}.${octet()}`;
    const statuses = [];
    for (let attempt = 1; attempt <= FORM_ATTEMPTS.limit + 1; attempt += 1) {
      const answer = await postFrom(
        attacker,
        `${baseURL}/api/contact`,
        { 'content-type': 'application/json', origin: baseURL!, 'x-forwarded-for': `203.0.113.${attempt}` },
        botMessage,
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(FORM_ATTEMPTS.limit).fill(200), 429]);
  });

  /** How a list page asks the image optimizer for a cover: the parameters of its address. */
  async function optimizedCover(request: APIRequestContext): Promise<URLSearchParams> {
    const html = await (await request.get('/en/models')).text();
    const used = html.match(/\/_next\/image\?url=[^"&\s]+&amp;w=\d+&amp;q=\d+/)?.[0].replaceAll('&amp;', '&');
    expect(used, 'a cover resized by the optimizer').toBeTruthy();
    return new URL(used!, 'http://site').searchParams;
  }

  /** The optimizer's answer for the cover at another address. */
  function optimized(request: APIRequestContext, cover: URLSearchParams, url: string) {
    const asked = new URLSearchParams(cover);
    asked.set('url', url);
    return request.get(`/_next/image?${asked}`);
  }

  test('the image optimizer resizes only the storage addresses the pages use, never with a query added', async ({
    request,
  }) => {
    const cover = await optimizedCover(request);
    expect((await request.get(`/_next/image?${cover}`)).status()).toBe(200);
    expect((await optimized(request, cover, `${cover.get('url')}?bust=${Date.now()}`)).status()).toBe(400);
  });

  test('the image optimizer resizes a picture at its one address, never at another spelling of it', async ({
    request,
  }) => {
    const cover = await optimizedCover(request);
    const picture = cover.get('url')!;
    const file = picture.slice(picture.lastIndexOf('/') + 1);
    // A fragment, a doubled slash and an escaped letter: the storage serves each as the same file.
    const spellings = [
      `${picture}#x${Date.now()}`,
      picture.replace(/\/(?=[^/]*$)/, '//'),
      picture.replace(/\/[^/]*$/, `/%${file.charCodeAt(0).toString(16)}${file.slice(1)}`),
    ];
    for (const spelling of spellings) {
      expect((await optimized(request, cover, spelling)).status(), spelling).toBe(400);
    }
    expect((await optimized(request, cover, picture)).status()).toBe(200);
  });

  test('the query of the visitor who meets a revalidated page never reaches the page others get', async ({
    request,
  }) => {
    const marker = `visitor-query-${Date.now()}`;
    // A page outside the proxy, a fixed page and a profile inside it.
    for (const path of ['/en', '/en/about', '/en/models/1001/teresa-pires-leite']) {
      await request.get(path);
      expect((await revalidate(request, ['talents', 'talent:1001', 'website-texts'])).status()).toBe(200);
      const visitor = await request.get(`${path}?utm_source=${marker}&fbclid=${'x'.repeat(2_000)}`);
      expect(visitor.status()).toBe(200);
      // Once a later visitor gets a page that is no longer stale, it is the one everyone is served.
      await expect
        .poll(async () => (await request.get(path)).headers()['x-nextjs-cache'], { timeout: 15_000 })
        .toBe('HIT');
      const served = await (await request.get(path)).text();
      expect(served.includes(marker), `${path} carries the query`).toBe(false);
    }
  });

  test('a cached page allows inline scripts only by their hashes, all of its own', async ({ request }) => {
    for (const path of PAGES) {
      // A page as Next's cache serves it (a render just made, a MISS, has the site's policy alone).
      let response = await request.get(path);
      await expect
        .poll(async () => {
          response = await request.get(path);
          return response.headers()['x-nextjs-cache'];
        })
        .toMatch(/HIT|STALE/);
      const policies = response
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
        .map(({ value }) => value);
      const strict = policies.find((policy) => /script-src[^;]*'sha256-/.test(policy)) ?? '';
      expect(strict, `${path}: a policy with script hashes`).not.toBe('');
      expect(strict, path).not.toContain("'unsafe-inline'");
      const html = await response.text();
      for (const [, attributes = '', body = ''] of html.matchAll(
        /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/type="application\/ld\+json"/.test(attributes)) continue;
        const hash = createHash('sha256').update(body).digest('base64');
        expect(strict, `${path}: the hash of an inline script`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  test('a script written into a page is refused, and the page still works', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) refused.push(message.text());
    });
    const path = '/en/about';
    await page.route(`**${path}`, async (route) => {
      // The page as Next's cache serves it, as visitors get it (another test may have just revalidated it).
      let response = await route.fetch();
      for (let tries = 0; tries < 5 && response.headers()['x-nextjs-cache'] === 'MISS'; tries += 1) {
        response = await route.fetch();
      }
      const body = (await response.text()).replace(
        '</body>',
        '<script>window.injected = true</script></body>',
      );
      await route.fulfill({ response, body });
    });
    await page.goto(path);
    await hydrated(page.getByRole('button', { name: 'Open the menu' }));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    expect(refused).toHaveLength(1);
  });

  test('another site cannot make its visitors send our forms', async ({ request, baseURL }) => {
    const headers = {
      'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.1`,
      'accept-language': 'en-GB,en;q=0.8',
    };
    const crossSite = await request.post('/api/contact', {
      headers: { ...headers, origin: 'https://evil.example', 'content-type': 'text/plain' },
      data: botMessage,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toEqual({
      error: 'cross_site',
      message: 'This form can only be sent from the agency’s own pages.',
    });

    const plainText = await request.post('/api/contact', {
      headers: { ...headers, origin: baseURL!, 'content-type': 'text/plain' },
      data: botMessage,
    });
    expect(plainText.status()).toBe(415);
    expect(await plainText.json()).toEqual({ error: 'not_json', message: 'This form must be sent as JSON.' });

    const application = await request.post('/api/be-a-model', {
      headers: { ...headers, 'sec-fetch-site': 'cross-site' },
      multipart: { realname: 'Ana', fillTimeMs: '30000' },
    });
    expect(application.status()).toBe(403);
  });
});
