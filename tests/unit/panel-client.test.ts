import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPanelClient, parseResponse } from '@/lib/panel/client';
import { PanelError } from '@/lib/panel/errors';
import { rawEntryAnswer, rawTalentList } from '@/lib/panel/schemas';
import { standInPanelEnv } from '../fixtures/panel-env';

/** A stand-in panel over real HTTP whose behaviour each test scripts. */
type Handler = (request: IncomingMessage, response: ServerResponse) => void;
let server: Server;
let origin: string;
let handler: Handler;
let signIns: number;
let validToken: string;
const seen: string[] = [];

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url === '/panel/api/login') {
      signIns += 1;
      validToken = `token-${signIns}`;
      return json(response, 200, { token: validToken });
    }
    if (request.headers.authorization !== `Bearer ${validToken}`)
      return json(response, 401, { message: 'Unauthenticated.' });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  signIns = 0;
  validToken = '';
  seen.length = 0;
});

function client(timeoutMs = 2000) {
  return createPanelClient(standInPanelEnv(origin, timeoutMs));
}

describe('panel client', () => {
  it('signs in once, sends the bearer token and reuses it', async () => {
    handler = (_request, response) => json(response, 200, { data: [] });
    const panel = client();
    await panel.request('panel', '/api/website-texts');
    await panel.request('panel', '/api/customizations');
    expect(signIns).toBe(1);
  });

  it('signs in again after a 401 and retries once', async () => {
    handler = (_request, response) => json(response, 200, { data: [] });
    const panel = client();
    await panel.request('panel', '/api/website-texts');
    validToken = 'rotated-by-the-panel';
    await expect(panel.request('panel', '/api/website-texts')).resolves.toEqual({ data: [] });
    expect(signIns).toBe(2);
  });

  it('retries an idempotent GET once after a 5xx, not a POST', async () => {
    let calls = 0;
    handler = (_request, response) => {
      calls += 1;
      if (calls === 1) return json(response, 503, { message: 'busy' });
      json(response, 200, { data: 'ok' });
    };
    await expect(client().request('panel', '/api/slides/slides')).resolves.toEqual({ data: 'ok' });
    expect(calls).toBe(2);

    calls = 0;
    handler = (_request, response) => {
      calls += 1;
      json(response, 500, { message: 'Server Error' });
    };
    await expect(
      client().request('panel', '/api/contact/pt', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      code: 'http',
      status: 500,
    });
    expect(calls).toBe(1);
  });

  it('gives up on a hanging panel after the timeout', async () => {
    handler = () => undefined;
    const started = Date.now();
    await expect(client(300).request('panel', '/api/website-texts')).rejects.toMatchObject({
      code: 'timeout',
      status: 0,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a panel that is down as a network error', async () => {
    handler = (request) => request.socket.destroy();
    const error = await client()
      .request('panel', '/api/website-texts')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PanelError);
    expect(error).toMatchObject({ code: 'network', base: 'panel', path: '/api/website-texts' });
  });

  it('rejects a malformed answer with a clear error, naming what was expected where', async () => {
    handler = (_request, response) => json(response, 200, { data: 'malformed' });
    const raw = await client().request('panel', '/api/talents');
    expect(() => parseResponse(rawTalentList, raw, 'integration', '/api/talents')).toThrow(
      'Panel integration /api/talents: malformed 200 (data: Invalid input: expected object, received string)',
    );
  });

  it("counts a form as stored only on the panel's documented success", () => {
    const stored = { success: true, id: 'f3a9' };
    expect(parseResponse(rawEntryAnswer, stored, 'integration', '/api/entry/getScouted/send')).toEqual(
      stored,
    );
    for (const answer of [{ data: 'malformed' }, { success: false }, { success: 'true' }, {}, [], 'ok', null])
      expect(() =>
        parseResponse(rawEntryAnswer, answer, 'integration', '/api/entry/getScouted/send'),
      ).toThrow(PanelError);
  });
});
