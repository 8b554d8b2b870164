import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// Issue 9: thousands of random and hostile paths through proxy.ts and the pages never get a 5xx.
// Requests go out raw (node:http), so `..`, `//`, bad percent-escapes and the like reach the server
// as written instead of being tidied by a URL parser first.

const COUNT = 3_000;
const CONCURRENCY = 6;
/** Every CI run sends the same paths, so a red build is never a matter of luck. */
const CI_SEED = 20_260_924;

/**
 * The generator's seed: FUZZ_SEED when set (to replay a run), else the fixed one in CI, else a new one on
 * each local run so the paths vary. The test prints it first.
 */
function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${given}"`);
    return seed;
  }
  return process.env.CI ? CI_SEED : Math.floor(Math.random() * 1_000_000);
}

const SEED = fuzzSeed();

/** mulberry32: a small seeded generator, so the same seed sends the same paths. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = generator(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// prettier-ignore
const REAL_SEGMENTS = [
  'en', 'pt', 'models', 'modelos', 'commercial', 'actors', 'atores', 'digital', 'special',
  'favorites', 'favoritos', 'be-a-model', 'seja-modelo', 'about', 'sobre', 'contact', 'contato',
  'news', 'blog', '1003', 'ivo-pereira', 'our-casting-in-lisbon', 'api', '_next', 'static',
  'image', 'robots.txt', 'sitemap.xml', 'icon.svg', 'privacy-policy.pdf', 'audio',
  'not-found-page',
] as const;

// prettier-ignore
const HOSTILE_SEGMENTS = [
  '..', '.', '%2e%2e', '%2E%2E%2F', '..%2f..%2fetc%2fpasswd', '%2F', '%5C', '\\..\\', '%00', '%',
  '%E0%A4%A', '%ZZ', '%C0%AE%C0%AE', '%ff%fe', '~', '$', "'", '"', '<script>alert(1)</script>',
  '%3Cscript%3E', '{{7*7}}', '${jndi:x}', '*', ';', ',', '@', ':', '!', '(', ')', '%20', '+', '&',
  'NUL', 'CON', '.env', '.git', 'wp-admin', 'index.php', '99999999999999999999', '-1', '0x10',
  '1e9', 'ação', 'Ïñtërnâtiônàlizætiøn', '日本語', 'العربية', '👩🏽‍🎤', 'e\u0301', '\u202e', '\u0000',
  ' ',
] as const;

// prettier-ignore
const QUERIES = [
  '', '', '', '?', '?gallery=snap', '?gallery=<x>', '?gallery=%00', '?page=-1', '?page=99999999',
  '?page=1e400', '?sub=new_faces&gender=woman', '?sub[]=1', '?sub=%ff', '?q=%E0%A4%A',
  '?q=' + 'a'.repeat(3_000), '?shared=!!!', '?shared=' + 'A'.repeat(500), '?__proto__[x]=1',
  '?constructor=1', '?a=1&a=2&a=3', '?_rsc=x', '?%00=%00', '#fragment',
] as const;

/** Encodes characters a request line cannot carry raw (spaces, non-ASCII), the way a browser would. */
function asRequestPath(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));
}

function randomSegment(): string {
  const roll = random();
  if (roll < 0.4) return pick(REAL_SEGMENTS);
  if (roll < 0.8) return pick(HOSTILE_SEGMENTS);
  if (roll < 0.9) return 'x'.repeat(1 + Math.floor(random() * 4_000));
  return Array.from({ length: 1 + Math.floor(random() * 30) }, () =>
    String.fromCodePoint(33 + Math.floor(random() * 0x2fff)),
  ).join('');
}

function randomPath(): string {
  const segments = Array.from({ length: Math.floor(random() * 6) }, randomSegment);
  const slashes = random() < 0.1 ? '//' : '/';
  return asRequestPath(`${slashes}${segments.join(random() < 0.1 ? '//' : '/')}${pick(QUERIES)}`);
}

function status(base: URL, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      // Redirects to very long paths carry very long Location headers: read them as a browser would.
      { host: base.hostname, port: base.port, path, method: 'GET', headers, maxHeaderSize: 1 << 20 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.setTimeout(20_000, () => outgoing.destroy(new Error(`timed out: ${path}`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

test(`${COUNT} random and hostile paths never get a 5xx`, async ({ baseURL }) => {
  test.setTimeout(300_000);
  console.log(`path fuzzer: seed ${SEED} (replay with FUZZ_SEED=${SEED})`);
  const base = new URL(baseURL!);
  const paths = Array.from({ length: COUNT }, randomPath);
  const serverErrors: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;

  async function worker() {
    while (next < paths.length) {
      const path = paths[next++]!;
      // Half the requests as a browser with a language and a cookie, half bare as a crawler.
      const headers: Record<string, string> =
        random() < 0.5 ? { 'accept-language': 'pt-PT,pt;q=0.9', cookie: 'NEXT_LOCALE=xx' } : {};
      const code = await status(base, path, headers);
      statuses.set(code, (statuses.get(code) ?? 0) + 1);
      if (code >= 500) serverErrors.push(`${code} ${path.replace(/x{20,}/g, (run) => `x×${run.length}`)}`);
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`path fuzzer (seed ${SEED}):`, Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  expect(serverErrors, `5xx answers with FUZZ_SEED=${SEED}`).toEqual([]);
});

test('a malformed escape is a 400: the localized page for pages, the JSON error for the API', async ({
  baseURL,
  page,
}) => {
  const response = await page.goto('/pt/sobre/%ff%fe');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Este endereço não é válido.');
  await expect(page.getByRole('link', { name: 'INÍCIO' })).toHaveAttribute('href', '/pt');

  const base = new URL(baseURL!);
  for (const path of ['/models/%ZZ', '/%ZZ/not-found-page', '/icon.svg/%', '/_next/%E0%A4%A']) {
    expect(await status(base, path, {}), path).toBe(400);
  }
  expect(await status(base, '/api/talents/%ZZ', {})).toBe(400);
  const api = await page.request.get('/api/talents/%ZZ?locale=pt');
  expect(api.status()).toBe(400);
  expect(await api.json()).toEqual({ error: 'invalid_request', message: 'Não é possível ler este pedido.' });
});

/** Every file of the server's page and data caches (the build serves from .next/standalone). */
function cacheFiles(): string[] {
  const root = join(process.cwd(), '.next', 'standalone', '.next');
  return ['server/route-cache', 'cache/fetch-cache'].flatMap((folder) => {
    const directory = join(root, folder);
    return existsSync(directory)
      ? readdirSync(directory, { recursive: true, encoding: 'utf8' }).map((name) => join(directory, name))
      : [];
  });
}

test('invented profile ids, post slugs, stale names, option ids and card ids leave no cache entry', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = new URL(baseURL!);
  const marker = `fuzz${SEED}`;
  const cachedBefore = new Set(cacheFiles());
  const answers = new Map<string, number>();
  for (let n = 0; n < 40; n += 1) {
    const id = 800_000_000 + SEED * 40 + n;
    const requests: [string, string][] = [
      ['unknown id', `/en/models/${id}/${marker}`],
      ['unknown post', `/pt/blog/${marker}-${n}`],
      ['stale name', `/en/actors/1003/${marker}-${n}`],
      ['unknown country', `/api/options?language=pt&states=${id}`],
      ['unknown state', `/api/options?language=en&cities=177-${id}`],
      ['unknown card', `/api/og/talent/${id}/opengraph-image`],
    ];
    for (const [kind, requestPath] of requests) {
      const code = await status(base, requestPath, {});
      answers.set(`${kind} ${code}`, (answers.get(`${kind} ${code}`) ?? 0) + 1);
    }
  }
  expect(Object.fromEntries(answers)).toEqual({
    'unknown id 404': 40,
    'unknown post 404': 40,
    'stale name 308': 40,
    'unknown country 400': 40,
    'unknown state 400': 40,
    'unknown card 404': 40,
  });
  // Other tests run meanwhile and may cache their own pages: no new file may name or hold a fuzzed path.
  const added = cacheFiles().filter((file) => !cachedBefore.has(file));
  const fuzzed = added.filter(
    (file) =>
      file.includes(marker) || (statSync(file).isFile() && readFileSync(file, 'latin1').includes(marker)),
  );
  expect(fuzzed).toEqual([]);
});
