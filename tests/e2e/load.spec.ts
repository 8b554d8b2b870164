import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';

// Issue 9: a crowd on the list page (100 connections for 30 s) is served without one error, timeout or
// non-2xx answer. Runs in its own Playwright project, after every other test, so nothing else competes.

test('100 connections for 30 s on the list page: every answer a 2xx', async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  // The panel tests before this one revalidate every tag: one visit first lets the page's regeneration
  // start alone. Without it, a few of the crowd's first requests waited over 10 s behind it (seen on
  // Node 24: 3 to 33 of about 9,000), which this test is not about.
  expect((await request.get('/en/models')).status()).toBe(200);
  const result = await autocannon({
    url: `${baseURL}/en/models`,
    connections: 100,
    duration: 30,
  });
  console.log(
    `load on /en/models: ${result.requests.total} requests, ${result.requests.average} req/s, p99 ${result.latency.p99} ms`,
  );
  expect(result.requests.total).toBeGreaterThan(0);
  expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
    errors: 0,
    timeouts: 0,
    non2xx: 0,
  });
});
