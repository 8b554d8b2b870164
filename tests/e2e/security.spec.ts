import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
} from '../../local-panel/credentials';
import { REVALIDATE_SECRET } from './panel';

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
