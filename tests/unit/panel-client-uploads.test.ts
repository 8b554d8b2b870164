// The panel client with large bodies: the timeout leaves time to send the body, and an entry carries its
// idempotency key.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPanelClient, timeoutFor } from '@/lib/panel/client';
import { standInPanelEnv } from '../fixtures/panel-env';

/** A panel that signs in at once and answers an entry only once it has read the whole body, at ~2 MB/s. */
let server: Server;
let origin: string;
const keys: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = (body: unknown) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (request.url === '/integration/api/signin') return answer({ access_token: 'token' });
    keys.push(request.headers['idempotency-key'] as string | undefined);
    request.on('data', () => {
      request.pause();
      setTimeout(() => request.resume(), 30);
    });
    request.on('end', () => answer({ success: true, id: 'stored' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function client(timeoutMs: number) {
  return createPanelClient(standInPanelEnv(origin, timeoutMs));
}

const MB = 1024 * 1024;

function entryWithVideo(bytes: number): FormData {
  const form = new FormData();
  form.set('realname', 'Inês Raposo');
  form.set('video', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'video.mp4');
  return form;
}

describe('panel client uploads', () => {
  it('gives a large body the time it takes to send, beyond PANEL_TIMEOUT_MS', async () => {
    // 4 MB at the panel's ~2 MB/s takes about 2 s; PANEL_TIMEOUT_MS alone is 1 s.
    const answer = await client(1000).request('integration', '/api/entry/getScouted/send', {
      method: 'POST',
      body: entryWithVideo(4 * MB),
      idempotencyKey: 'A-260315-7K3QX9',
    });
    expect(answer).toEqual({ success: true, id: 'stored' });
    expect(keys.at(-1)).toBe('A-260315-7K3QX9');
  }, 15_000);

  it('adds a second per MB of body at most, up to two minutes', () => {
    expect(timeoutFor(8000, undefined)).toBe(8000);
    expect(timeoutFor(8000, JSON.stringify({ ids: [1001] }))).toBeLessThan(8010);
    expect(timeoutFor(8000, entryWithVideo(40 * MB))).toBeGreaterThan(48_000);
    expect(timeoutFor(8000, entryWithVideo(40 * MB))).toBeLessThan(48_100);
    expect(timeoutFor(60_000, entryWithVideo(89 * MB))).toBe(120_000);
  });
});
