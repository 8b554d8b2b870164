// npm run bench — the production build on a local panel of 10,000 talents with photo-weight pictures, each
// page beside its limit (the same HTML with every script removed, served through the same server:
// scripts/bench-helpers.mjs), both behind nginx. Runs alternate page and limit, so a machine that slows
// down slows both.
//   - the headline: every page and its limit in a real browser on a phone (390×844, slow 4G on the link
//     and a 4× slower CPU applied for real, not simulated): the largest paint (web-vitals), its picture's
//     bytes, the blocking time, and when the page's first picture painted (Element Timing). Shaping the link (ports 3405-3409) needs root; elsewhere DevTools
//     throttles, and says so.
//   - Lighthouse (mobile, median of BENCH_RUNS=5) of every page and of its limit: a simulation, printed in
//     its own table.
//   - first-load JavaScript per page (gzip, the scripts its HTML loads), the packages in it (from the
//     build's source maps, made for the bench only) and each chunk's unused share at load (Lighthouse).
//   - Interaction to Next Paint of taps (filters, search, CM/INCHES, a heart, the menu) on a 4× slowed
//     CPU, with the web-vitals library.
//   - requests per second of a page and of a static file, straight from Next and through nginx's cache
//     (deploy/nginx-site.conf).
// The browser reaches pages, limits, the floor and the panel's pictures over HTTPS and HTTP/2 (nginx fronts
// with a self-signed certificate), as visitors reach a site in production.
//   - the floor: the smallest page of this Next.js and React (scripts/bench-floor, one heading, nothing of
//     its own in the browser), measured the same way. It is what the framework costs on this machine,
//     whatever a page does; it is a reference and has no targets.
// BENCH_PAGES=home,models picks pages; BENCH_SKIP_BUILD=1 reuses the last bench build. Ports 3400 (site),
// 3401 (limit), 3402 (nginx), 3403 and 3404 (the floor and its limit), 3405-3409 (their HTTPS fronts and
// the storage's), 4410 (panel). Overwrites .next: run `npm run build` before `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import {
  busyPorts,
  median,
  middleRun,
  signalGroup,
  startLimitProxy,
  waitFor,
  whenQuiet,
} from './bench-helpers.mjs';
import { benchCertificate, startNginx } from './bench-nginx.mjs';
import { shapePhoneLink } from './bench-phone-link.mjs';

const SITE_PORT = 3400;
const LIMIT_PORT = 3401;
const NGINX_PORT = 3402;
const FLOOR_PORT = 3403;
const FLOOR_LIMIT_PORT = 3404;
const FLOOR_SOURCE = fileURLToPath(new URL('bench-floor', import.meta.url));
const FLOOR_DIR = join(tmpdir(), 'agency-site-bench-floor');
const PANEL_PORT = 4410;
/** The HTTPS fronts: what the browser loads in Lighthouse runs, each a proxy to the port beside it. */
const HTTPS = {
  page: { port: 3405, upstreamPort: NGINX_PORT },
  limit: { port: 3406, upstreamPort: LIMIT_PORT },
  floor: { port: 3407, upstreamPort: FLOOR_PORT },
  floorLimit: { port: 3408, upstreamPort: FLOOR_LIMIT_PORT },
  storage: { port: 3409, upstreamPort: PANEL_PORT },
};
const httpsOrigin = (front) => `https://127.0.0.1:${front.port}`;
const TALENTS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS || 5);
const LOAD_SECONDS = 6;
const LOAD_CONNECTIONS = 10;
const STATIC_FILE = '/privacy-policy.pdf';
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const PHONE_VIEWPORT = { width: 390, height: 844 };
/**
 * Lighthouse's slow 4G, applied for real (its `devtools` method's figures): each request waits 562.5 ms
 * (DevTools), the bytes share 1.6 Mbit/s × 0.9 down and 750 kbit/s × 0.9 up (the link, shaped packet by
 * packet: scripts/bench-phone-link.mjs; DevTools' throttling where the machine cannot).
 */
const PHONE_LINK = {
  latency: 562.5,
  downBitsPerSecond: 1.6 * 1024 * 1024 * 0.9,
  upBitsPerSecond: 750 * 1024 * 0.9,
};
const SHORTLISTED = 3;
const KB = 1024;

/** The page has finished hydrating once no long task has run for this long. */
const QUIET_MS = 2000;

// Lighthouse's performance, LCP and TBT are a simulation that moves widely between runs of one build:
// printed, not targets. The phone's figures are measured.
const TARGETS = {
  phoneLcpRatio: 1.15,
  blocking: 200,
  cls: 0.01,
  inp: 100,
  unusedShare: 0.5,
  viaCache: 0.8,
  straight: 0.25,
};

const origin = `http://127.0.0.1:${SITE_PORT}`;
const certificate = benchCertificate();
const env = {
  ...process.env,
  PORT: String(SITE_PORT),
  LOCAL_PANEL_PORT: String(PANEL_PORT),
  LOCAL_PANEL_TALENTS: String(TALENTS),
  // Pictures that weigh what photographs of their size weigh (local-panel/README.md).
  LOCAL_PANEL_PICTURES: 'photo',
  SITE_URL: origin,
  // Pictures and videos over HTTPS too (an http one on an HTTPS page would be blocked as mixed content);
  // the image optimizer fetches them from there, trusting the bench's certificate.
  STORAGE_URL: `${httpsOrigin(HTTPS.storage)}/storage`,
  NODE_EXTRA_CA_CERTS: certificate.cert,
  BENCH_SOURCE_MAPS: '1',
};
const require = createRequire(import.meta.url);
const NEXT_BIN = require.resolve('next/dist/bin/next');
// The browser build with attribution (a global `webVitals`), beside the entry the package exports.
const webVitalsScript = readFileSync(
  join(dirname(require.resolve('web-vitals')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** The first talents of /en/models: the profile page measured and the wishlist's talents. */
async function firstTalents() {
  const page = await (await fetch(`${origin}/api/talents?category=models&locale=en&offset=0`)).json();
  const talents = page.talents.slice(0, SHORTLISTED);
  if (talents.length < SHORTLISTED) throw new Error('too few talents on /en/models');
  const [first] = talents;
  // The wishlist as the site stores it: `{ [id]: { id, name, slug, category, cover } }`.
  const favorites = Object.fromEntries(
    talents.map(({ id, name, slug, category, cover }) => [id, { id, name, slug, category, cover }]),
  );
  return { profilePath: `/en/models/${first.id}/${first.slug}`, favorites };
}

/** gzip bytes of each script a page's HTML loads before anything else happens, and the packages in it. */
async function firstLoadScripts(path, from = origin) {
  const html = await (await fetch(`${from}${path}`)).text();
  // The deployment id rides along as a query (`?dpl=…`): the file is the path before it. Legacy-browser
  // polyfills (noModule) are skipped by every browser Lighthouse emulates.
  const paths = [
    ...new Set(
      [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"?]+\.js)(?:\?[^"]*)?"[^>]*>/g)]
        .filter((match) => !/noModule/i.test(match[0]))
        .map((match) => match[1]),
    ),
  ];
  const scripts = [];
  for (const script of paths) {
    const body = Buffer.from(await (await fetch(`${from}${script}`)).arrayBuffer());
    // Measured as production ships it: the bench's build adds a source map comment no visitor gets.
    const shipped = body.toString('utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
    scripts.push({
      path: script,
      gzip: gzipSync(shipped).length,
      packages: await cachedPackageShares(body, script, from),
    });
  }
  return scripts;
}

/** The npm package a source-map path belongs to, or "app" for our own code. */
function packageOf(source) {
  const match = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  return match ? match[1] : 'app';
}

/** Package shares by script: pages share most of their chunks. */
const packageSharesCache = new Map();

/**
 * Each package's share of a script's bytes, from its source map (the bench's build has them). Read here
 * rather than from Lighthouse's treemap, which leaves a chunk without packages when one of Turbopack's
 * mappings ends past its line. Empty without a source map (the floor's build).
 */
async function packageShares(body, script, from) {
  const code = body.toString('utf8');
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!mapName) return new Map();
  const response = await fetch(new URL(mapName, `${from}${script}`));
  if (!response.ok) return new Map();
  const mappings = [];
  new SourceMapConsumer(await response.json()).eachMapping((mapping) => mappings.push(mapping));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const lines = code.split('\n');
  const bytes = new Map();
  for (const [index, mapping] of mappings.entries()) {
    const next = mappings[index + 1];
    const lineLength = lines[mapping.generatedLine - 1]?.length ?? 0;
    const end = next?.generatedLine === mapping.generatedLine ? next.generatedColumn : lineLength;
    const length = Math.max(0, Math.min(end, lineLength) - mapping.generatedColumn);
    const name = mapping.source ? packageOf(mapping.source) : 'app';
    bytes.set(name, (bytes.get(name) ?? 0) + length);
  }
  const total = [...bytes.values()].reduce((sum, length) => sum + length, 0);
  return new Map([...bytes].map(([name, length]) => [name, total ? length / total : 0]));
}

function cachedPackageShares(body, script, from) {
  const key = `${from}${script}`;
  if (!packageSharesCache.has(key)) packageSharesCache.set(key, packageShares(body, script, from));
  return packageSharesCache.get(key);
}

/** Per script of a Lighthouse run: bytes and unused bytes at load. */
function scriptUsage(lhr) {
  const nodes = lhr.audits['script-treemap-data']?.details?.nodes ?? [];
  const usage = new Map();
  for (const node of nodes) {
    const path = node.name.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');
    if (path.startsWith('/_next/static/'))
      usage.set(path, { bytes: node.resourceBytes, unused: node.unusedBytes ?? 0 });
  }
  return usage;
}

/**
 * The trace engine inside Lighthouse prints, with console.error and whatever its log level, a line for every
 * Turbopack source map whose last mapping ends past its line: hundreds a run, burying the bench's output.
 * Only those lines are dropped while Lighthouse runs (the bench reads packages from the maps itself).
 */
async function withoutSourceMapNoise(run) {
  const printError = console.error;
  console.error = (...args) => {
    if (!/^\S+\.map mapping for (?:line|column|last column) out of bounds/.test(String(args[0])))
      printError(...args);
  };
  try {
    return await run();
  } finally {
    console.error = printError;
  }
}

/** The phases of Lighthouse's LCP breakdown, in the order they happen. */
const LCP_PHASES = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];

/**
 * The largest paint of a run's trace as Lighthouse's LCP breakdown names it: the element (its selector and
 * text) and its phases in ms, TTFB, load delay, load time and render delay (a text has no load phases).
 * They are the observed, unthrottled trace's; the simulated LCP counts every task that ran before it.
 */
function lcpBreakdown(lhr) {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = parts.find((part) => part.type === 'node');
  const phases = parts.find((part) => part.type === 'table')?.items ?? [];
  return {
    element: node ? `${node.selector.split(' > ').at(-1)} "${node.nodeLabel}"` : 'none found',
    phases: Object.fromEntries(phases.map(({ subpart, duration }) => [subpart, duration])),
  };
}

async function lighthouseRun(url, port, keepStorage) {
  const { lhr } = await withoutSourceMapNoise(() =>
    lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: keepStorage,
      onlyCategories: ['performance'],
    }),
  );
  if (lhr.runtimeError) console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    // null when Lighthouse cannot score (a limit page that paints at once has no speed index).
    performance:
      lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    usage: scriptUsage(lhr),
    largestPaint: lcpBreakdown(lhr),
  };
}

/**
 * Median of each figure over the runs; the script usage of the median run by performance, the largest
 * paint of the median run by LCP.
 */
function summarise(runs) {
  return {
    performance: runs.some((run) => run.performance === null)
      ? null
      : median(runs.map((run) => run.performance)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    usage: middleRun(runs, (run) => run.performance).usage,
    largestPaint: middleRun(runs, (run) => run.lcp).largestPaint,
  };
}

async function seedWishlist(chromePort, pageOrigin, favorites) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${pageOrigin}${STATIC_FILE}`);
  await page.evaluate((value) => localStorage.setItem('favorites', value), JSON.stringify(favorites));
  await page.close();
  await browser.close();
}

async function measurePage(page, chromePort, { pageOrigin, limitOrigin }, favorites) {
  const real = [];
  const limit = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const [list, base] of [
      [real, pageOrigin],
      [limit, limitOrigin],
    ]) {
      if (page.shortlisted) await seedWishlist(chromePort, base, favorites);
      list.push(await lighthouseRun(`${base}${page.path}`, chromePort, Boolean(page.shortlisted)));
    }
  }
  return { real: summarise(real), limit: summarise(limit) };
}

/**
 * Interaction to Next Paint of one tap, on a fresh page with the CPU slowed down: web-vitals reports
 * the page's INP once the interaction has painted.
 */
async function interactionToNextPaint(browser, { path, act, html }) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true });
  if (html)
    await context.route(`${origin}${path}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: html }),
    );
  // A string runs as it is, with no eval (the site's CSP forbids it).
  await context.addInitScript(
    `${webVitalsScript};window.__inp=[];webVitals.onINP((metric)=>window.__inp.push({value:metric.value,` +
      `input:metric.attribution.inputDelay,processing:metric.attribution.processingDuration,` +
      `presentation:metric.attribution.presentationDelay}),{reportAllChanges:true});`,
  );
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await act(page);
    await page.waitForTimeout(1000);
    // The last report is the page's INP, with where its time went.
    return (await page.evaluate(() => window.__inp)).at(-1) ?? null;
  } catch (error) {
    console.error(`${path}: ${error.message.split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/**
 * The picture a visitor looks at, timed with Element Timing: Chrome never counts a picture that fills the
 * viewport (home's first slide) as the largest paint. The attribute goes on as the parser adds the element.
 */
const markPictureScript = (selector) =>
  `new PerformanceObserver((list)=>{for(const entry of list.getEntries())` +
  `window.__picture??=entry.renderTime||entry.loadTime}).observe({type:'element',buffered:true});` +
  // Marked again if the page's script puts a new element in its place before it painted.
  `new MutationObserver((_,observer)=>{if(window.__picture!==undefined)return observer.disconnect();` +
  `const picture=document.querySelector(${JSON.stringify(selector)});` +
  `if(picture&&!picture.hasAttribute('elementtiming'))picture.setAttribute('elementtiming','picture')})` +
  `.observe(document,{childList:true,subtree:true});`;

/**
 * Resolves once the page has had no request in flight for QUIET_MS: what a page asks for after it hydrates
 * keeps the image optimizer busy too.
 */
function watchRequests(cdp) {
  const inFlight = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId }) => inFlight.add(requestId));
  for (const end of ['Network.loadingFinished', 'Network.loadingFailed'])
    cdp.on(end, ({ requestId }) => inFlight.delete(requestId));
  return () => whenQuiet(() => inFlight.size > 0, { quietMs: QUIET_MS, pollMs: 100, capMs: 120_000 });
}

/**
 * One cold load in a real browser on a phone: 390×844, slow 4G (`network`: DevTools' conditions on top of
 * the shaped `link`, once it is idle) and a 4× slower CPU applied to the browser itself, so the page's
 * files arrive in the order and at the pace a phone gets them (Lighthouse only simulates that from an
 * unthrottled load). web-vitals names the largest paint and its picture's bytes; blocking time is the long
 * tasks' time over 50 ms from the first paint until the page has been quiet for QUIET_MS; the last
 * render-blocking stylesheet's arrival shows what the first paint waited for. With `untilPicturesIn` it
 * measures nothing and waits until the page's requests are done.
 */
async function phoneLoad(browser, url, { favorites, picture, untilPicturesIn }, { network, link }) {
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(
    `${webVitalsScript};webVitals.onLCP(({value,attribution})=>{const entry=attribution.lcpResourceEntry;` +
      `window.__lcp={value,target:attribution.target,url:attribution.url,` +
      `bytes:entry?(entry.encodedBodySize||entry.transferSize):null}},{reportAllChanges:true});` +
      `window.__longTasks=[];new PerformanceObserver((list)=>{for(const task of list.getEntries())` +
      `window.__longTasks.push([task.startTime,task.duration])}).observe({type:'longtask',buffered:true});` +
      (picture ? markPictureScript(picture) : '') +
      (favorites ? `localStorage.setItem('favorites',${JSON.stringify(JSON.stringify(favorites))});` : ''),
  );
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requestsSettled = untilPicturesIn ? watchRequests(cdp) : null;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await link.idle?.();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      (quietMs) => {
        const lastEnd = Math.max(0, ...window.__longTasks.map(([start, duration]) => start + duration));
        return performance.now() - lastEnd > quietMs;
      },
      QUIET_MS,
      { timeout: 60_000, polling: 250 },
    );
    if (requestsSettled) return void (await requestsSettled());
    return await page.evaluate(() => {
      if (!window.__lcp) return null;
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const blocking = window.__longTasks
        .filter(([start]) => start >= firstPaint)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
      const stylesheets = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.renderBlockingStatus === 'blocking');
      return {
        ...window.__lcp,
        picture: window.__picture ?? null,
        blocking,
        stylesheetsIn: stylesheets.length ? Math.max(...stylesheets.map((entry) => entry.responseEnd)) : null,
      };
    });
  } catch (error) {
    console.error(`${url}: ${error.message.split('\n')[0]}`);
    return null;
  } finally {
    await context.close();
  }
}

/**
 * Each page and its limit on a phone, RUNS cold loads each after one unmeasured load of each, alternating:
 * the medians, the ratio of the medians with the spread of the pairs' own ratios, and the middle runs for
 * the element and its picture.
 */
async function measureOnPhone(browser, page, { pageOrigin, limitOrigin }, favorites, phone) {
  const load = { favorites: page.shortlisted ? favorites : null, picture: page.picture };
  // Unmeasured, each until its pictures are in: the image optimizer makes a picture's width once, in seconds,
  // and goes on making those a closed page asked for while the next load is timed.
  for (const origin of [pageOrigin, limitOrigin])
    await phoneLoad(browser, `${origin}${page.path}`, { ...load, untilPicturesIn: true }, phone);
  const pairs = [];
  for (let run = 0; run < RUNS; run += 1)
    pairs.push({
      real: await phoneLoad(browser, `${pageOrigin}${page.path}`, load, phone),
      limit: await phoneLoad(browser, `${limitOrigin}${page.path}`, load, phone),
    });
  const measured = pairs.filter((pair) => pair.real && pair.limit);
  if (measured.length === 0) return { measured: 0 };
  const pairRatios = measured.map((pair) => pair.real.value / pair.limit.value);
  const real = measured.map((pair) => pair.real);
  const limit = measured.map((pair) => pair.limit);
  const lcp = median(real.map((run) => run.value));
  const limitLcp = median(limit.map((run) => run.value));
  const paints = (runs) => runs.map((run) => run.picture).filter((paint) => paint !== null);
  const picturePaint = paints(real).length ? median(paints(real)) : null;
  const limitPicturePaint = paints(limit).length ? median(paints(limit)) : null;
  return {
    picturePaint,
    limitPicturePaint,
    measured: measured.length,
    lcp,
    limitLcp,
    ratio: lcp / limitLcp,
    spread: [Math.min(...pairRatios), Math.max(...pairRatios)],
    blocking: median(real.map((run) => run.blocking)),
    middle: middleRun(real, (run) => run.value),
    limitMiddle: middleRun(limit, (run) => run.value),
  };
}

// Taps, as on the phone the page is emulated as: a click would come from a mouse, which hovering a card
// makes build its measures panel, as no phone does.
const INTERACTIONS = [
  {
    name: 'filter chip',
    path: '/en/models',
    act: (page) => page.getByRole('button', { name: 'New faces', exact: true }).tap(),
  },
  {
    name: 'search (type a letter)',
    path: '/en/models',
    act: (page) => page.getByRole('searchbox').pressSequentially('a'),
  },
  {
    name: 'CM/INCHES',
    path: null, // the profile
    act: (page) => page.getByRole('button', { name: 'INCHES' }).first().tap(),
  },
  {
    name: 'heart',
    path: '/en/models',
    act: (page) =>
      page
        .getByRole('button', { name: /^Add .* to wishlist$/ })
        .first()
        .tap(),
  },
  {
    name: 'menu',
    path: '/en/models',
    act: (page) => page.getByRole('button', { name: 'Open the menu' }).tap(),
  },
  // The reference, not a target: the same tap on a page of one button and one line of script, at the
  // site's address. What the emulated tap and the browser cost on this machine, which no page goes below.
  {
    name: 'bare button (reference)',
    path: '/bench-bare-button',
    html:
      '<!doctype html><meta name="viewport" content="width=device-width">' +
      `<button onclick="this.textContent='Pressed'">Press</button>`,
    act: (page) => page.getByRole('button', { name: 'Press' }).tap(),
    reference: true,
  },
];

async function load(url) {
  const failures = new Map();
  const count = (kind, times = 1) => failures.set(kind, (failures.get(kind) ?? 0) + times);
  const result = await new Promise((resolve, reject) => {
    const run = autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    // Every failed request, timeouts included ("request timed out", which has no code).
    run.on('reqError', (error) => count(error.code ?? error.message));
  });
  for (const [status, { count: times }] of Object.entries(result.statusCodeStats))
    if (!status.startsWith('2')) count(`status ${status}`, times);
  return { rps: result.requests.average, p99: result.latency.p99, failures };
}

/** What failed under load, by kind (ECONNRESET, request timed out, status 500…), so a rare error says what it was. */
const describeFailures = (door, failures) => [...failures].map(([kind, times]) => `${times} ${kind} ${door}`);

/**
 * A page's load beside the static file's through the same door, measured just before it: the machine's
 * speed drifts over the minutes a bench's loads take, and a share must compare two figures of one moment.
 */
async function loadBesideStaticFile(door, url) {
  const file = await load(`${door}${STATIC_FILE}`);
  return { ...(await load(url)), file: file.rps };
}

const kb = (bytes) => `${(bytes / KB).toFixed(0)} KB`;
// One decimal: a share just under a target (24.9 % of 25 %) must not print as the target itself.
const pct = (share) => `${(share * 100).toFixed(1)} %`;

const taken = await busyPorts([
  SITE_PORT,
  LIMIT_PORT,
  NGINX_PORT,
  FLOOR_PORT,
  FLOOR_LIMIT_PORT,
  PANEL_PORT,
  ...Object.values(HTTPS).map((front) => front.port),
]);
if (taken.length > 0) {
  console.error(
    `Ports ${taken.join(', ')} are taken: stop what listens there (a site left running?) and run again.`,
  );
  process.exit(1);
}

if (!process.env.BENCH_SKIP_BUILD) {
  const build = spawnSync(process.execPath, ['scripts/site.mjs', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  rmSync(FLOOR_DIR, { recursive: true, force: true });
  cpSync(FLOOR_SOURCE, FLOOR_DIR, { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(FLOOR_DIR, 'node_modules'));
  const floorBuild = spawnSync(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], { stdio: 'inherit' });
  if (floorBuild.status !== 0) process.exit(floorBuild.status ?? 1);
}
const site = spawn(process.execPath, ['scripts/site.mjs', 'start'], { env, stdio: 'ignore', detached: true });
const floor = spawn(
  process.execPath,
  [NEXT_BIN, 'start', FLOOR_DIR, '--port', String(FLOOR_PORT), '--hostname', '127.0.0.1'],
  { stdio: 'ignore', detached: true },
);
const floorOrigin = `http://127.0.0.1:${FLOOR_PORT}`;
let chrome;
let limitProxy;
let floorLimitProxy;
let nginx;
try {
  await waitFor(`${origin}/en`);
  await waitFor(floorOrigin);
  const { profilePath, favorites } = await firstTalents();
  const allPages = [
    { key: 'home', path: '/en', picture: '[data-page="home"] img' },
    { key: 'models', path: '/en/models', picture: '#main article img' },
    { key: 'profile', path: profilePath, picture: '#gallery-panel img' },
    { key: 'be-a-model', path: '/en/be-a-model', form: true },
    { key: 'favorites', path: '/en/favorites', form: true, shortlisted: true, picture: '#main article img' },
    { key: 'contact', path: '/en/contact', form: true },
    { key: 'about', path: '/en/about', picture: '#main img' },
    { key: 'news', path: '/pt/news', picture: '#main article img' },
  ];
  const chosen = process.env.BENCH_PAGES?.split(',');
  const pages = chosen ? allPages.filter((page) => chosen.includes(page.key)) : allPages;
  // Pages are measured as production serves them, behind nginx (deploy/nginx-site.conf), which keeps the
  // browser's files and the pages: Next alone gzips every script again for every request, on the thread
  // that also answers the pictures. The limit goes through the same nginx.
  nginx = await startNginx({
    upstreamPort: SITE_PORT,
    listenPort: NGINX_PORT,
    fronts: Object.values(HTTPS),
    certificate,
  });
  limitProxy = await startLimitProxy({ targetPort: NGINX_PORT, port: LIMIT_PORT });
  floorLimitProxy = await startLimitProxy({ targetPort: FLOOR_PORT, port: FLOOR_LIMIT_PORT });
  // Warm every page (ISR renders on first visit), through both doors.
  for (const page of pages)
    for (const base of [nginx.origin, limitProxy.origin]) await fetch(`${base}${page.path}`);

  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--ignore-certificate-errors',
    ],
  });
  const rows = [];
  const siteDoors = { pageOrigin: httpsOrigin(HTTPS.page), limitOrigin: httpsOrigin(HTTPS.limit) };
  for (const page of pages) {
    const { real, limit } = await measurePage(page, chrome.port, siteDoors, favorites);
    rows.push({ ...page, real, limit, scripts: await firstLoadScripts(page.path) });
    console.error(`measured ${page.path}`);
  }
  const floorPage = { key: 'floor', path: '/', label: 'Next.js floor (empty page)', reference: true };
  const floorDoors = { pageOrigin: httpsOrigin(HTTPS.floor), limitOrigin: httpsOrigin(HTTPS.floorLimit) };
  const floorMeasures = await measurePage(floorPage, chrome.port, floorDoors, favorites);
  rows.push({ ...floorPage, ...floorMeasures, scripts: await firstLoadScripts('/', floorOrigin) });
  await chrome.kill();
  chrome = undefined;

  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--ignore-certificate-errors'],
  });
  const taps = [];
  for (const interaction of INTERACTIONS) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(
        await interactionToNextPaint(browser, { ...interaction, path: interaction.path ?? profilePath }),
      );
    const measured = runs.filter((run) => run !== null);
    taps.push({
      ...interaction,
      inp: measured.length ? median(measured.map((run) => run.value)) : null,
      phases: middleRun(measured, (run) => run.value),
      missed: RUNS - measured.length,
    });
  }
  const onPhone = [];
  const link = shapePhoneLink({ ...PHONE_LINK, ports: Object.values(HTTPS).map((front) => front.port) });
  // DevTools' throughput of -1 leaves the bytes to the shaped link.
  const network = {
    offline: false,
    latency: PHONE_LINK.latency,
    downloadThroughput: link.stop ? -1 : PHONE_LINK.downBitsPerSecond / 8,
    uploadThroughput: link.stop ? -1 : PHONE_LINK.upBitsPerSecond / 8,
  };
  try {
    for (const page of [...pages, floorPage])
      onPhone.push({
        ...page,
        ...(await measureOnPhone(browser, page, page.reference ? floorDoors : siteDoors, favorites, {
          network,
          link,
        })),
      });
  } finally {
    link.stop?.();
  }
  await browser.close();

  const throughput = [];
  for (const path of pages.map((page) => page.path)) {
    await fetch(`${nginx.origin}${path}`); // fill the cache
    throughput.push({
      path,
      straight: await loadBesideStaticFile(origin, `${origin}${path}`),
      cached: await loadBesideStaticFile(nginx.origin, `${nginx.origin}${path}`),
    });
  }
  const floorLoad = await loadBesideStaticFile(origin, floorOrigin);

  const misses = [];
  const figure = (value, width = 5) => (typeof value === 'number' ? value.toFixed(0) : '-').padStart(width);
  const pictureRatio = (row) =>
    row.picturePaint && row.limitPicturePaint ? row.picturePaint / row.limitPicturePaint : null;
  const pictureKb = (bytes) => (typeof bytes === 'number' ? `${(bytes / KB).toFixed(0)} KB` : '-');
  console.log(
    `\nProduction build, local panel of ${TALENTS.toLocaleString('en')} talents with photo-weight pictures. ` +
      `On a phone: ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height}, slow 4G (${PHONE_LINK.latency} ms a request, ` +
      '1.4 Mbit/s down: ' +
      (link.stop ? 'the link shaped packet by packet' : `DevTools' throttling, as ${link.reason}`) +
      `), a ${CPU_SLOWDOWN}× slower CPU, cold loads; each page beside its limit (the same page with every ` +
      `script removed), interleaved, ${RUNS} pairs. LCP ms page / limit (medians), their ratio and the ` +
      "spread of the pairs' ratios, blocking time (long tasks over 50 ms after the first paint, median), " +
      "the first picture's paint (Element Timing) page / limit and their ratio, " +
      "the largest paint and its picture's bytes. The floor is the smallest page this Next.js serves: what " +
      'the framework alone costs here, no targets.\n',
  );
  console.log(
    'page                               |   LCP / limit |  ratio (spread)    | blocking | first picture / limit | picture | largest paint',
  );
  for (const row of onPhone) {
    const label = (row.label ?? row.path).padEnd(34);
    if (!row.measured) {
      console.log(`${label} | not measured`);
      if (!row.reference) misses.push(`${row.path}: no largest paint measured on a phone`);
      continue;
    }
    const [low, high] = row.spread;
    console.log(
      [
        label,
        `${figure(row.lcp)} / ${figure(row.limitLcp)}`,
        `${row.ratio.toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`.padEnd(18),
        figure(row.blocking, 8),
        (row.picturePaint === null && row.limitPicturePaint === null
          ? '-'
          : `${figure(row.picturePaint)} / ${figure(row.limitPicturePaint)}${pictureRatio(row) ? ` (${pictureRatio(row).toFixed(2)})` : ''}`
        ).padStart(21),
        pictureKb(row.middle.bytes).padStart(7),
        `${row.middle.target ?? '?'}${row.middle.url ? ` ${row.middle.url.replace(/^https:\/\/[^/]+/, '')}` : ''}`,
      ].join(' | ') + (row.measured < RUNS ? ` (${RUNS - row.measured} pairs without a figure)` : ''),
    );
    if (row.limitMiddle.target !== row.middle.target)
      console.log(`${''.padEnd(34)}   the limit's largest paint: ${row.limitMiddle.target}`);
    if (row.reference) continue;
    if (row.ratio > TARGETS.phoneLcpRatio)
      misses.push(`${row.path}: LCP on a phone ${row.ratio.toFixed(2)} × its limit's`);
    if (row.blocking > TARGETS.blocking)
      misses.push(`${row.path}: blocking time on a phone ${row.blocking.toFixed(0)} ms`);
    if (pictureRatio(row) > TARGETS.phoneLcpRatio)
      misses.push(
        `${row.path}: first picture painted on a phone ${pictureRatio(row).toFixed(2)} × its limit's`,
      );
  }

  console.log(
    `\nLighthouse mobile, a simulation (its throttling is computed from an unthrottled load; not targets but ` +
      `CLS and first-load JS), median of ${RUNS}, page beside its limit:`,
  );
  console.log(
    'page                               | perf | LCP ms | limit perf | limit LCP | ratio | TBT ms | CLS   | JS gzip',
  );
  for (const row of rows) {
    const ratio = row.real.lcp / row.limit.lcp;
    const js = row.scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(
      [
        (row.label ?? row.path).padEnd(34),
        String(row.real.performance).padStart(4),
        row.real.lcp.toFixed(0).padStart(6),
        String(row.limit.performance ?? 'n/a').padStart(10),
        row.limit.lcp.toFixed(0).padStart(9),
        ratio.toFixed(2).padStart(5),
        row.real.tbt.toFixed(0).padStart(6),
        row.real.cls.toFixed(3).padStart(5),
        kb(js).padStart(7),
      ].join(' | '),
    );
    const jsLimit = row.form ? 200 : 160;
    if (row.reference) continue;
    if (row.real.cls > TARGETS.cls) misses.push(`${row.path}: CLS ${row.real.cls.toFixed(3)}`);
    if (js > jsLimit * KB) misses.push(`${row.path}: ${kb(js)} of first-load JS (≤ ${jsLimit} KB)`);
  }

  console.log(
    "\nLighthouse's largest contentful paint of the median run, page and limit: TTFB + load delay + load time + " +
      'render delay = LCP of the unthrottled trace (ms), the element',
  );
  for (const row of rows)
    for (const [door, { largestPaint }] of [
      [row.label ?? row.path, row.real],
      ['  limit', row.limit],
    ]) {
      const phases = LCP_PHASES.map((name) => largestPaint.phases[name]);
      const total = phases.reduce((sum, ms) => sum + (ms ?? 0), 0);
      console.log(
        `  ${door.padEnd(34)} ${phases.map((ms) => (ms === undefined ? '-' : ms.toFixed(0))).join(' + ')}` +
          ` = ${total.toFixed(0)}  ${largestPaint.element}`,
      );
    }

  console.log('\nWhen the render-blocking stylesheets were in on a phone, median run (ms): page / limit');
  for (const row of onPhone)
    if (row.measured)
      console.log(
        `  ${(row.label ?? row.path).padEnd(34)} ${figure(row.middle.stylesheetsIn)} / ${figure(row.limitMiddle.stylesheetsIn)}`,
      );

  console.log('\nFirst-load JavaScript per page: chunk, gzip, unused at load, packages (share of the chunk)');
  for (const row of rows) {
    console.log(`${row.label ?? row.path}`);
    for (const script of row.scripts) {
      const usage = row.real.usage.get(script.path);
      const unused = usage && usage.bytes ? usage.unused / usage.bytes : 0;
      const packages = [...script.packages]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, share]) => `${name} ${pct(share)}`)
        .join(', ');
      console.log(
        `  ${script.path.replace('/_next/static/chunks/', '').padEnd(22)} ${kb(script.gzip).padStart(6)}  unused ${pct(unused).padStart(6)}  ${packages}`,
      );
      if (unused > TARGETS.unusedShare && !row.reference)
        misses.push(`${row.path}: ${script.path} ${pct(unused)} unused at load`);
    }
  }

  console.log(
    `\nInteraction to Next Paint, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} touch, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} (ms): ` +
      'input delay + processing + presentation of the median run',
  );
  for (const tap of taps) {
    const inp = tap.inp === null ? 'not measured' : tap.inp.toFixed(0);
    console.log(
      `  ${tap.name.padEnd(24)} ${inp.padStart(5)}` +
        (tap.phases
          ? `   ${tap.phases.input.toFixed(0)} + ${tap.phases.processing.toFixed(0)} + ${tap.phases.presentation.toFixed(0)}`
          : '') +
        (tap.missed ? ` (${tap.missed} runs without a figure)` : ''),
    );
    if (!tap.reference && (tap.inp === null || tap.inp > TARGETS.inp))
      misses.push(`INP of ${tap.name}: ${inp}`);
  }

  console.log(
    `\nRequests per second, autocannon ${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s: straight from Next and through nginx's cache, ` +
      `each page / the static file ${STATIC_FILE} through the same door just before it`,
  );
  const beside = (load) => `${load.rps.toFixed(0).padStart(5)} / ${load.file.toFixed(0).padStart(5)}`;
  for (const { path, straight, cached } of throughput) {
    const straightShare = straight.rps / straight.file;
    const cachedShare = cached.rps / cached.file;
    console.log(
      `  ${path.padEnd(34)} Next ${beside(straight)} (${pct(straightShare)})   nginx ${beside(cached)} (${pct(cachedShare)})   p99 ${straight.p99} / ${cached.p99} ms`,
    );
    if (straightShare < TARGETS.straight)
      misses.push(`${path}: ${pct(straightShare)} of the static file from Next`);
    if (cachedShare < TARGETS.viaCache)
      misses.push(`${path}: ${pct(cachedShare)} of the static file through nginx`);
    const failures = [
      ...describeFailures('from Next', straight.failures),
      ...describeFailures('through nginx', cached.failures),
    ];
    if (failures.length > 0) misses.push(`${path}: errors under load: ${failures.join(', ')}`);
  }
  console.log(
    `  ${floorPage.label.padEnd(34)} Next ${beside(floorLoad)} (${pct(floorLoad.rps / floorLoad.file)})   p99 ${floorLoad.p99} ms`,
  );

  console.log(
    `\nTargets: on a phone LCP ≤ ${TARGETS.phoneLcpRatio} × the limit's and blocking time ≤ ${TARGETS.blocking} ms; CLS ≤ ${TARGETS.cls}, ` +
      `first-load JS ≤ 160 KB (forms ≤ 200 KB), no chunk more than half unused, INP ≤ ${TARGETS.inp} ms, ` +
      `≥ ${pct(TARGETS.straight)} of the static file from Next and ≥ ${pct(TARGETS.viaCache)} through nginx.`,
  );
  console.log(misses.length ? misses.map((miss) => `MISS ${miss}`).join('\n') : 'Every target met.');
} finally {
  if (chrome) await chrome.kill();
  limitProxy?.stop();
  floorLimitProxy?.stop();
  await nginx?.stop();
  signalGroup(site.pid);
  signalGroup(floor.pid);
}
