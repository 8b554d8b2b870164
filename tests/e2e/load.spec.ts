import { Agent, get } from 'node:http';
import { expect, test } from '@playwright/test';

// A crowd on the list page (100 connections for 30 s) is served without one error, timeout or non-2xx
// answer. Runs in its own Playwright project, after every other test, so nothing else competes.

const CONNECTIONS = 100;
const DURATION_MS = 30_000;
const TIMEOUT_MS = 10_000;

type Outcome = { ms: number; status: number } | { failure: 'timeout' | 'error' };

/** One request on the crowd's pool of keep-alive connections. */
function visit(url: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }),
      );
    });
    request.setTimeout(TIMEOUT_MS, () => {
      request.destroy();
      resolve({ failure: 'timeout' });
    });
    request.on('error', () => resolve({ failure: 'error' }));
  });
}

// Node's own HTTP client, not autocannon: on Node 24 here, autocannon's first request on each of 100
// fresh connections waited its turn for seconds (10 s for a few inside Playwright's worker) while Node's
// client, against the same server at the same moment, saw none over 3 s.
test('100 connections for 30 s on the list page: every answer a 2xx', async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  // The panel tests before this one revalidate every tag: one visit first lets the page's regeneration
  // start alone, as this test is about the crowd, not about the first visit after an edit.
  expect((await request.get('/en/models')).status()).toBe(200);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const outcomes: Outcome[] = [];
  const end = performance.now() + DURATION_MS;
  const connection = async () => {
    while (performance.now() < end) outcomes.push(await visit(`${baseURL}/en/models`, agent));
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  agent.destroy();

  const answered = outcomes.flatMap((outcome) => ('ms' in outcome ? [outcome] : []));
  const latencies = answered.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const p99 = Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0);
  console.log(
    `load on /en/models: ${outcomes.length} requests, ${Math.round(outcomes.length / (DURATION_MS / 1000))} req/s, ` +
      `p99 ${p99} ms, slowest ${Math.round(latencies.at(-1) ?? 0)} ms`,
  );
  expect(outcomes.length).toBeGreaterThan(0);
  expect({
    errors: outcomes.filter((outcome) => 'failure' in outcome && outcome.failure === 'error').length,
    timeouts: outcomes.filter((outcome) => 'failure' in outcome && outcome.failure === 'timeout').length,
    non2xx: answered.filter((outcome) => outcome.status < 200 || outcome.status > 299).length,
  }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
});
