// npm run bench — the production build on a local panel of 10,000 talents, measured:
//   - Lighthouse (mobile, median of 3 runs) for five pages: the four scores, LCP, TBT, CLS, bytes;
//   - first-load JavaScript per page (gzip), from the scripts its HTML loads;
//   - autocannon requests per second and p99 latency per page and for a static file of public/, with
//     each page's ratio to the static file.
// Ports 3400 (site) and 4410 (panel). Overwrites .next: run `npm run build` again before `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { waitFor } from './bench-helpers.mjs';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const SITE_PORT = 3400;
const PANEL_PORT = 4410;
const TALENTS = 10_000;
const LIGHTHOUSE_RUNS = 3;
const LOAD_SECONDS = 10;
const LOAD_CONNECTIONS = 10;
const STATIC_FILE = '/privacy-policy.pdf';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

const origin = `http://127.0.0.1:${SITE_PORT}`;
const env = {
  ...process.env,
  PORT: String(SITE_PORT),
  LOCAL_PANEL_PORT: String(PANEL_PORT),
  LOCAL_PANEL_TALENTS: String(TALENTS),
  SITE_URL: origin,
};

async function firstProfilePath() {
  const html = await (await fetch(`${origin}/en/models`)).text();
  const path = html.match(/href="(\/en\/models\/\d+\/[a-z0-9-]+)"/)?.[1];
  if (!path) throw new Error('no profile link on /en/models');
  return path;
}

/** gzip bytes of the scripts a page's HTML loads before anything else happens. */
async function firstLoadJs(path) {
  const html = await (await fetch(`${origin}${path}`)).text();
  // Legacy-browser polyfills (noModule) are skipped by every browser Lighthouse emulates.
  const scripts = [
    ...new Set(
      // The deployment id rides along as a query (`?dpl=…`): the file is the path before it.
      [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"[^>]*>/g)]
        .filter((m) => !/noModule/i.test(m[0]))
        .map((m) => m[1]),
    ),
  ];
  let total = 0;
  for (const script of scripts)
    total += gzipSync(Buffer.from(await (await fetch(`${origin}${script}`)).arrayBuffer())).length;
  return total;
}

async function lighthouseRuns(path, port) {
  const runs = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    const result = await lighthouse(`${origin}${path}`, { port, output: 'json', logLevel: 'error' });
    const { categories, audits } = result.lhr;
    runs.push({
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
  }
  // The median run by performance score, so the row's figures come from one real run.
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

async function load(path) {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const build = spawnSync(process.execPath, ['scripts/site.mjs', 'build'], { env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const site = spawn(process.execPath, ['scripts/site.mjs', 'start'], { env, stdio: 'ignore', detached: true });
let chrome;
try {
  await waitFor(`${origin}/en`);
  const pages = ['/en', '/en/models', await firstProfilePath(), '/en/be-a-model', '/pt/news'];
  // Warm every page (ISR renders on first visit) and the image optimizer before measuring.
  for (const path of pages) await fetch(`${origin}${path}`);
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const path of pages) {
    const lh = await lighthouseRuns(path, chrome.port);
    rows.push({ path, ...lh, js: await firstLoadJs(path) });
  }
  await chrome.kill();
  chrome = undefined;
  const staticLoad = await load(STATIC_FILE);
  for (const row of rows) Object.assign(row, { load: await load(row.path) });

  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\nProduction build, local panel with ${TALENTS.toLocaleString('en')} talents. Lighthouse mobile, median of ${LIGHTHOUSE_RUNS}; autocannon ${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s.\n`,
  );
  console.log(
    'page                                   | perf | a11y | bp  | seo | LCP ms | TBT ms | CLS   | bytes   | JS gzip | req/s  | p99 ms | vs static',
  );
  for (const row of rows) {
    console.log(
      [
        row.path.padEnd(38),
        String(row.performance).padStart(4),
        String(row.accessibility).padStart(4),
        String(row.bestPractices).padStart(3),
        String(row.seo).padStart(3),
        row.lcp.toFixed(0).padStart(6),
        row.tbt.toFixed(0).padStart(6),
        row.cls.toFixed(3).padStart(5),
        kb(row.bytes).padStart(7),
        kb(row.js).padStart(7),
        row.load.rps.toFixed(0).padStart(6),
        String(row.load.p99).padStart(6),
        `${((row.load.rps / staticLoad.rps) * 100).toFixed(0)} %`.padStart(9),
      ].join(' | '),
    );
  }
  console.log(
    `${STATIC_FILE.padEnd(38)} | static file: ${staticLoad.rps.toFixed(0)} req/s, p99 ${staticLoad.p99} ms`,
  );
  console.log(
    '\nTargets: performance ≥ 95, accessibility / best practices / SEO = 100, CLS ≤ 0.02, pages ≥ 15 % of the static file.',
  );
  for (const row of rows) {
    const misses = [];
    if (row.performance < 95) misses.push(`performance ${row.performance}`);
    for (const key of ['accessibility', 'bestPractices', 'seo'])
      if (row[key] < 100) misses.push(`${key} ${row[key]}`);
    if (row.cls > 0.02) misses.push(`CLS ${row.cls.toFixed(3)}`);
    if (row.load.rps / staticLoad.rps < 0.15) misses.push('below 15 % of the static file');
    if (row.load.errors) misses.push(`${row.load.errors} errors under load`);
    if (misses.length)
      console.log(
        `MISS ${row.path}: ${misses.join(', ')}; failing audits: ${row.failing.join(', ') || 'none'}`,
      );
  }
} finally {
  if (chrome) await chrome.kill();
  process.kill(-site.pid, 'SIGTERM');
}
