import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireContent } from '@/lib/errors/content-unavailable';
import { RETRY_AFTER_SECONDS, unavailableStatusStep } from '@/lib/errors/unavailable-status';
import { PanelError } from '@/lib/panel/errors';
import { installRequestStartHook } from '@/lib/server/request-start';

describe('the status of a page whose panel content is unavailable', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    installRequestStartHook([unavailableStatusStep()]);
    // Stands in for Next: renders a page after a tick, and answers 500 when the render throws.
    server = createServer((request, response) => {
      setTimeout(async () => {
        try {
          await requireContent(async () => {
            if (request.url === '/panel-down') throw new PanelError('network', 0, 'panel', '/api/x');
            if (request.url === '/bug') throw new TypeError('a bug');
            return 'content';
          });
          response.end('page');
        } catch {
          response.statusCode = 500;
          response.end('error page');
        }
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is 503 with Retry-After when the panel failed', async () => {
    const response = await fetch(`${base}/panel-down`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  });

  it('stays 500 for a bug and 200 for a page, on the same connection', async () => {
    expect((await fetch(`${base}/bug`)).status).toBe(500);
    expect((await fetch(`${base}/ok`)).status).toBe(200);
    const [down, ok] = await Promise.all([fetch(`${base}/panel-down`), fetch(`${base}/ok`)]);
    expect([down.status, ok.status]).toEqual([503, 200]);
    expect((await fetch(`${base}/bug`)).headers.get('retry-after')).toBeNull();
  });
});
