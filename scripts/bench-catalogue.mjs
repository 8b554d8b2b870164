// npm run bench:catalogue — the talent list at 120 and at 10,000 talents (issue 4, "Scale"):
//   - bytes of the list page (HTML with its inline payload) and of one 20-card step, at both sizes;
//   - median server time of a filtered step at 10,000 talents: subcategory, gender and name search, and
//     one with every measurement filter as well (height, age, hair and eye colours; issue 16);
//   - median time of one profile's look-alikes at 10,000 talents: the pure function in its own process
//     (scripts/bench-similar-talent.ts), not the server's time.
// Builds and starts the site (port 3300) against a local panel of each size (ports 4310, 4311), then
// stops everything. Overwrites .next: run `npm run build` again before `npm start` afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { median, signalGroup, waitFor } from './bench-helpers.mjs';

const SITE_PORT = 3300;
const SIZES = [
  { talents: 120, panelPort: 4310 },
  { talents: 10_000, panelPort: 4311 },
];
const FILTERED_REQUESTS = 60;
const FILTERED_QUERIES = {
  searched: 'category=models&locale=en&sub=mainboard&gender=woman&q=a&offset=0',
  measured:
    'category=models&locale=en&sub=mainboard&gender=woman&q=a&height=170-185&age=18-30' +
    '&hair=dark-brown,brown,black&eyes=brown,dark-brown,green&offset=0',
};
const TARGET_MS = 20;
const SIMILAR_TARGET_MS = 5;

const origin = `http://127.0.0.1:${SITE_PORT}`;

function envFor({ talents, panelPort }) {
  return {
    ...process.env,
    PORT: String(SITE_PORT),
    LOCAL_PANEL_PORT: String(panelPort),
    LOCAL_PANEL_TALENTS: String(talents),
  };
}

async function bytesOf(path) {
  const body = Buffer.from(await (await fetch(`${origin}${path}`)).arrayBuffer());
  return { raw: body.length, gzip: gzipSync(body).length };
}

async function measure(size) {
  const env = envFor(size);
  const build = spawnSync(process.execPath, ['scripts/site.mjs', 'build'], { env, stdio: 'ignore' });
  if (build.status !== 0) throw new Error(`build failed at ${size.talents} talents`);
  const site = spawn(process.execPath, ['scripts/site.mjs', 'start'], {
    env,
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${origin}/en/models`);
    const page = await bytesOf('/en/models');
    const step = await bytesOf(`/api/talents?category=models&locale=en&offset=20`);
    const total = (await (await fetch(`${origin}/api/talents?category=models&locale=en&offset=0`)).json())
      .total;
    const filteredMedianMs = {};
    for (const [name, query] of Object.entries(FILTERED_QUERIES)) {
      filteredMedianMs[name] = await medianStepMs(query);
    }
    return { ...size, modelsInList: total, page, step, filteredMedianMs };
  } finally {
    signalGroup(site.pid);
    await sleep(1500);
  }
}

/** Median time of one filtered step, the parsed list (and its filter facts) warm. */
async function medianStepMs(query) {
  const answer = await fetch(`${origin}/api/talents?${query}`);
  if (!answer.ok) throw new Error(`${query}: HTTP ${answer.status}`);
  const times = [];
  for (let index = 0; index < FILTERED_REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/talents?${query}&n=${index}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

const results = [];
for (const size of SIZES) results.push(await measure(size));

const similarRun = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/bench-similar-talent.ts', String(SIZES[1].talents)],
  { encoding: 'utf8' },
);
if (similarRun.status !== 0) throw new Error(`look-alikes bench failed: ${similarRun.stderr}`);
const similar = JSON.parse(similarRun.stdout);

const [small, large] = results;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('\nTalent list at two catalogue sizes (GET /en/models and one 20-card step)\n');
console.log(
  'talents  | models | page HTML (gzip)        | 20-card step (gzip)   | filtered step, median: searched / measured',
);
for (const r of results) {
  const { searched, measured } = r.filteredMedianMs;
  console.log(
    `${String(r.talents).padEnd(8)} | ${String(r.modelsInList).padEnd(6)} | ${kb(r.page.raw).padEnd(9)} (${kb(r.page.gzip).padEnd(8)}) | ${kb(r.step.raw).padEnd(8)} (${kb(r.step.gzip).padEnd(7)}) | ${searched.toFixed(1)} ms / ${measured.toFixed(1)} ms`,
  );
}
const growth = (large.page.raw + large.step.raw) / (small.page.raw + small.step.raw) - 1;
console.log(`\npage + step bytes, 10,000 vs 120: ${(growth * 100).toFixed(1)} % (target: within 10 %)`);
for (const [name, query] of Object.entries(FILTERED_QUERIES)) {
  console.log(
    `${name} step at 10,000, median of ${FILTERED_REQUESTS}: ${large.filteredMedianMs[name].toFixed(1)} ms (target: at most ${TARGET_MS} ms)\n  /api/talents?${query}`,
  );
}
console.log(
  `look-alikes of one profile at ${similar.talents.toLocaleString('en')} talents, pure function in-process, ` +
    `over all ${similar.profiles.toLocaleString('en')} profiles: median ${similar.medianMs.toFixed(2)} ms, ` +
    `95th percentile ${similar.p95Ms.toFixed(2)} ms (target: median at most ${SIMILAR_TARGET_MS} ms); ` +
    `the first, reading the list's facts: ${similar.firstMs.toFixed(1)} ms`,
);
