// The bundled local panel stores a form once per Idempotency-Key, even when its first answer came too late
// for the site ("store-then-hang"), and across a restart: applications, booking requests, contact messages.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  LOCAL_PANEL_INTEGRATION_API_KEY,
  LOCAL_PANEL_PANEL_API_TOKEN,
  LOCAL_PANEL_SALT,
} from '@/local-panel/credentials';
import { startLocalPanel, type LocalPanel } from '@/local-panel/server';

let panel: LocalPanel;
let dataDir: string;
let token: string;
let panelToken: string;

async function start() {
  panel = await startLocalPanel({ port: 0, dataDir, talents: 40, imageScale: 0.1 });
  const signIn = await fetch(`${panel.url}/integration/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_key: LOCAL_PANEL_INTEGRATION_API_KEY }),
  });
  token = String(((await signIn.json()) as { access_token: string }).access_token);
  const login = await fetch(`${panel.url}/panel/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: LOCAL_PANEL_SALT, api_token: LOCAL_PANEL_PANEL_API_TOKEN }),
  });
  panelToken = String(((await login.json()) as { token: string }).token);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-panel-idempotency-'));
  await start();
}, 120_000);

afterAll(async () => {
  await panel.close();
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => setMode({ mode: 'ok' }));

function setMode(mode: { mode: string; paths?: string[] }) {
  return fetch(`${panel.url}/__control/mode`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(mode),
  });
}

/** An application entry with a video, sent with `key` as its Idempotency-Key. */
function sendEntry(key: string | null, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.set('realname', 'Inês Raposo');
  form.set('reference', key ?? '');
  form.set('video', new Blob([new Uint8Array(256 * 1024)], { type: 'video/mp4' }), 'video.mp4');
  return fetch(`${panel.url}/integration/api/entry/getScouted/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
    body: form,
    signal,
  });
}

async function storedWith(reference: string): Promise<{ id: string; idempotencyKey?: string }[]> {
  const listed = (await (await fetch(`${panel.url}/__control/submissions`)).json()) as {
    data: { id: string; idempotencyKey?: string; fields: Record<string, unknown> }[];
  };
  return listed.data.filter((submission) => submission.fields.reference === reference);
}

describe('local panel idempotency', () => {
  it('stores a repeat of a key once and answers it the first success again', async () => {
    const first = await sendEntry('A-260315-REPEAT');
    const again = await sendEntry('A-260315-REPEAT');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const id = ((await first.json()) as { id: string }).id;
    expect(await again.json()).toEqual({ success: true, id });
    expect(await storedWith('A-260315-REPEAT')).toEqual([
      expect.objectContaining({ id, idempotencyKey: 'A-260315-REPEAT' }),
    ]);
  });

  it('stores two sends of one key at the same moment once', async () => {
    const answers = await Promise.all([sendEntry('A-260315-TWINS1'), sendEntry('A-260315-TWINS1')]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(ids[0]).toBe(ids[1]);
    expect(await storedWith('A-260315-TWINS1')).toHaveLength(1);
  });

  it('stores every send without a key, and different keys apart', async () => {
    await sendEntry(null);
    await sendEntry(null);
    await sendEntry('A-260315-OTHER1');
    await sendEntry('A-260315-OTHER2');
    expect(await storedWith('')).toHaveLength(2);
    expect(await storedWith('A-260315-OTHER1')).toHaveLength(1);
    expect(await storedWith('A-260315-OTHER2')).toHaveLength(1);
  });

  it('under store-then-hang stores the entry, then holds the answer; the resend is stored once', async () => {
    await setMode({ mode: 'store-then-hang', paths: ['/integration/api/entry/'] });
    await expect(sendEntry('A-260315-LATE01', AbortSignal.timeout(1000))).rejects.toThrow();
    expect(await storedWith('A-260315-LATE01')).toHaveLength(1);

    await setMode({ mode: 'ok' });
    const resend = await sendEntry('A-260315-LATE01');
    expect(resend.status).toBe(200);
    expect(await storedWith('A-260315-LATE01')).toHaveLength(1);
  });

  it('still knows a key after a restart', async () => {
    const first = (await (await sendEntry('A-260315-RESTRT')).json()) as { id: string };
    await panel.close();
    await start();
    expect(await (await sendEntry('A-260315-RESTRT')).json()).toEqual({ success: true, id: first.id });
    expect(await storedWith('A-260315-RESTRT')).toHaveLength(1);
  });
});

/** A contact message as the site forwards it: JSON with its reference, the reference as the key. */
function sendContact(reference: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${panel.url}/panel/api/contact/pt`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${panelToken}`,
      'content-type': 'application/json',
      'idempotency-key': reference,
    },
    body: JSON.stringify({ name: 'Rita Lopes', email: 'rita@example.com', message: 'Olá!', reference }),
    signal,
  });
}

/** A booking request as the site forwards it: a multipart entry with its reference, the reference as the key. */
function sendBooking(reference: string, signal?: AbortSignal): Promise<Response> {
  const form = new FormData();
  form.set('name', 'Agência Exemplo');
  form.set('reference', reference);
  form.set('models', JSON.stringify([{ id: 1001, name: 'Inês Raposo' }]));
  return fetch(`${panel.url}/integration/api/entry/favorites/send`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': reference },
    body: form,
    signal,
  });
}

describe.each([
  ['a contact message', sendContact, '/panel/api/contact/', 'C-260315-LATE02'],
  ['a booking request', sendBooking, '/integration/api/entry/favorites', 'B-260315-LATE03'],
])('local panel idempotency for %s', (_, send, path, reference) => {
  it('stores it under store-then-hang, holds the answer, and stores the resend once', async () => {
    await setMode({ mode: 'store-then-hang', paths: [path] });
    await expect(send(reference, AbortSignal.timeout(1000))).rejects.toThrow();
    expect(await storedWith(reference)).toHaveLength(1);

    await setMode({ mode: 'ok' });
    const resend = await send(reference);
    expect(resend.status).toBe(200);
    const stored = await storedWith(reference);
    expect(stored).toEqual([expect.objectContaining({ idempotencyKey: reference })]);
    expect(await resend.json()).toEqual({ success: true, id: stored[0]!.id });
  });
});
