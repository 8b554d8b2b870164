import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, localPanelSettings } from './production-server';

// Visitors from tracking links (`?utm_source=…`, each its own) meet a cached page once it has gone stale,
// or once the panel has asked for fresh content. Each is served from the page's one cache entry, and the
// page is re-rendered once, from its plain address: a render made with a query is never kept (cache/), so
// it would leave the page stale for the next visitor and be made again for each one.
const REVALIDATE_SECONDS = 8;
const VISITORS = 30;
const PAGE = '/en/commercial';

test.describe('a page met from tracking links', () => {
  // One server for both, one test after the other.
  test.describe.configure({ mode: 'default', timeout: 120_000 });

  // The production build in a folder of its own (its page cache is written there, apart from the one the
  // other tests' server uses), with pages going stale after a few seconds.
  let server: ChildProcess;
  let folder: string;
  let origin: string;
  test.beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tracking-links-'));
    cpSync(join(process.cwd(), '.next', 'standalone'), folder, { recursive: true });
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['server.js'], {
      cwd: folder,
      env: {
        ...process.env,
        ...(await localPanelSettings()),
        NODE_ENV: 'production',
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        PANEL_REVALIDATE_SECONDS: String(REVALIDATE_SECONDS),
      },
      stdio: 'ignore',
    });
    await expect.poll(() => cacheStatus(PAGE).catch(() => null), { timeout: 30_000 }).not.toBeNull();
  });
  test.afterAll(() => {
    server?.kill('SIGKILL');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function cacheStatus(path: string): Promise<string | null> {
    const response = await fetch(origin + path, { signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    expect(response.status, path).toBe(200);
    return response.headers.get('x-nextjs-cache');
  }

  /** As the panel does after an edit: the talent lists' pages are rendered anew at their next visit. */
  async function talentsEdited() {
    const revalidated = await fetch(`${origin}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'local-revalidate-secret' },
      body: JSON.stringify({ tags: ['talents'] }),
    });
    expect(revalidated.status).toBe(200);
  }

  /** The page as this server renders it now: fresh for REVALIDATE_SECONDS. */
  async function renderedNow() {
    await talentsEdited();
    await expect.poll(() => cacheStatus(PAGE), { timeout: 15_000 }).toBe('HIT');
  }

  const trackingVisit = (visitor: number | string) => cacheStatus(`${PAGE}?utm_source=${visitor}`);

  test('gone stale, it is re-rendered once, and fresh for the visitors after', async () => {
    await renderedNow();
    // Past its freshness; nothing asks for the page in the meantime.
    await new Promise((resolve) => setTimeout(resolve, (REVALIDATE_SECONDS + 1) * 1000));
    const answers: (string | null)[] = [];
    for (let visitor = 1; visitor <= VISITORS; visitor++) answers.push(await trackingVisit(visitor));
    // Should the render take longer than the visits, later visitors find it done.
    await expect
      .poll(
        async () => {
          if (answers.at(-1) !== 'HIT') answers.push(await trackingVisit(`late-${answers.length}`));
          return answers.at(-1);
        },
        { timeout: 20_000 },
      )
      .toBe('HIT');
    // Stale until the one render landed (the visits meanwhile join it rather than start their own), fresh
    // from then on: a render thrown away would have left the page stale.
    expect(answers.join(' ')).toMatch(/^(STALE )+HIT( HIT)*$/);
  });

  test('after the panel asks for fresh content, the first visitor’s render serves the others', async () => {
    await renderedNow();
    await talentsEdited();
    const answers: (string | null)[] = [];
    for (let visitor = 1; visitor <= VISITORS; visitor++)
      answers.push(await trackingVisit(`after-edit-${visitor}`));
    expect(answers, answers.join(' ')).toEqual(['MISS', ...Array<string>(VISITORS - 1).fill('HIT')]);
  });
});
