// Two instances of the production build sharing one Redis (issue 10), on loopback: Debian's redis-server,
// one local panel and two standalone servers. Content revalidated through one instance is fresh on the
// other, and the form rate limit holds across both. Reuses the build `npm run test:e2e` made; builds only
// when there is none or the sources are newer. Run with `npm run test:scale`.
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createClient } from 'redis';
import { FORM_SENDS } from '../../lib/forms/rate-limit';
import { localPanelEnvironment } from '../../local-panel/credentials';
import { startLocalPanel, type LocalPanel } from '../../local-panel/server';

const REDIS_PORT = 6391;
const PANEL_PORT = 4691;
const INSTANCE_PORTS = { a: 3691, b: 3692 } as const;
type Instance = keyof typeof INSTANCE_PORTS;

const REVALIDATE_SECRET = 'local-revalidate-secret';
const LOG_DIR = 'test-results/scale';
const STANDALONE_SERVER = '.next/standalone/server.js';
/** What the production build is made from: a change here after the build makes this test rebuild. */
const BUILD_INPUTS = [
  ...['app', 'components', 'features', 'lib', 'messages', 'public', 'cache'],
  ...['proxy.ts', 'instrumentation.ts', 'next.config.ts', 'package-lock.json'],
];

const children: ChildProcess[] = [];
let panel: LocalPanel | undefined;

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

// Every process started here ends with the test, whatever happened: also on Ctrl-C.
function stopChildren() {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopChildren();
    process.exit(1);
  });
}

before(async () => {
  requireRedisServer();
  for (const port of [REDIS_PORT, PANEL_PORT, ...Object.values(INSTANCE_PORTS)]) await requireFreePort(port);
  mkdirSync(LOG_DIR, { recursive: true });

  startProcess('redis', 'redis-server', [
    ...['--port', String(REDIS_PORT), '--bind', '127.0.0.1'],
    ...['--save', '', '--appendonly', 'no'],
    // The cache handler learns about expired and evicted keys from these notifications.
    ...['--notify-keyspace-events', 'Exe'],
  ]);
  await waitFor('redis-server', () => redisAnswers());
  panel = await startLocalPanel({ port: PANEL_PORT });

  if (!buildIsCurrent()) {
    // Not spawnSync: the build asks the panel, which answers from this process.
    console.log(`building the site (output in ${LOG_DIR}/build.log)`);
    const build = startProcess('build', process.execPath, ['scripts/site.mjs', 'build'], {
      LOCAL_PANEL_PORT: String(PANEL_PORT),
    });
    const [code] = await once(build, 'exit');
    children.splice(children.indexOf(build), 1);
    assert.equal(code, 0, `the production build failed (see ${LOG_DIR}/build.log)`);
  }

  for (const [name, port] of Object.entries(INSTANCE_PORTS)) {
    startProcess(`instance-${name}`, process.execPath, [STANDALONE_SERVER], {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ...localPanelEnvironment(PANEL_PORT),
      PANEL_TIMEOUT_MS: '3000',
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
      // As behind nginx on the same machine: the address this test puts in X-Forwarded-For counts.
      TRUSTED_PROXIES: 'loopback',
    });
  }
  for (const instance of Object.keys(INSTANCE_PORTS) as Instance[]) {
    await waitFor(`instance ${instance}`, async () => (await site(instance, '/en/contact')).ok);
  }
});

after(async () => {
  stopChildren();
  await panel?.close();
});

test('content revalidated through one instance is fresh on the other', async () => {
  // Both instances show a known email, from the shared cache.
  const first = `scale-first-${Date.now()}@agency.example`;
  await editContactEmail(first);
  assert.equal((await revalidate('a')).status, 200);
  await waitFor('the first email on both instances', async () => {
    const shown = await Promise.all([contactPage('a'), contactPage('b')]);
    return shown.every((html) => html.includes(first));
  });

  // An edit in the panel stays invisible while the cached page stands...
  const edited = `scale-edited-${Date.now()}@agency.example`;
  await editContactEmail(edited);
  for (const instance of ['a', 'b', 'a', 'b'] as const) {
    const html = await contactPage(instance);
    assert.ok(html.includes(first) && !html.includes(edited), `instance ${instance} did not serve the cache`);
  }

  // ...until the panel revalidates through instance A: instance B shows it.
  const revalidated = Date.now();
  assert.equal((await revalidate('a')).status, 200);
  await waitFor('the edit on instance B', async () => (await contactPage('b')).includes(edited));
  console.log(`instance B showed the edit ${Date.now() - revalidated} ms after the revalidation through A`);
  assert.ok((await contactPage('a')).includes(edited));
});

test('the contact form rate limit holds across both instances', async () => {
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  // A, B, A, B, …: every send is taken, up to the sends one address has (far below its attempts).
  for (let send = 0; send < FORM_SENDS.limit; send++) {
    const instance = send % 2 === 0 ? 'a' : 'b';
    const response = await sendContactMessage(instance, address);
    assert.equal(response.status, 200, `send ${send + 1} (instance ${instance}) answered ${response.status}`);
  }

  // Instance B has taken half the sends only: with a limit per instance it would take this one too.
  const refused = await sendContactMessage('b', address);
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) > 0, 'a refusal says when to come back');
  // Another address is still welcome.
  assert.equal((await sendContactMessage('b', '198.51.100.77')).status, 200);
});

function site(instance: Instance, pathname: string, init?: RequestInit) {
  return fetch(`http://127.0.0.1:${INSTANCE_PORTS[instance]}${pathname}`, {
    ...init,
    signal: AbortSignal.timeout(15_000),
  });
}

async function contactPage(instance: Instance): Promise<string> {
  const response = await site(instance, '/en/contact');
  assert.equal(response.status, 200);
  return response.text();
}

function revalidate(instance: Instance) {
  return site(instance, '/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
    body: JSON.stringify({ tags: ['website-texts'] }),
  });
}

/** Edits the contact email in the panel, as an editor would (local-panel/README.md, test controls). */
async function editContactEmail(email: string) {
  const response = await fetch(`http://127.0.0.1:${PANEL_PORT}/__control/website-texts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'contact_email', text: { en: email, pt: email } }),
  });
  assert.equal(response.status, 200);
}

/** A complete contact message from `address`, past the bot traps (lib/forms/bot-traps.ts). */
function sendContactMessage(instance: Instance, address: string) {
  return site(instance, '/api/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${INSTANCE_PORTS[instance]}`,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({
      name: 'Rita Lopes',
      email: 'rita@example.com',
      message: 'When is your next open casting in Lisbon?',
      website: '',
      fillTimeMs: 5_000,
    }),
  });
}

function requireRedisServer() {
  const probe = spawnSync('redis-server', ['--version']);
  if (probe.error) {
    throw new Error(
      "redis-server is not installed: this test runs Debian's (apt-get install -y redis-server; .ci/run installs it)",
    );
  }
}

async function requireFreePort(port: number) {
  const inUse = await new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
  assert.ok(!inUse, `port ${port} is in use: this test needs it free`);
}

/** Starts a process whose output goes to test-results/scale/<name>.log. */
function startProcess(name: string, command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(path.join(LOG_DIR, `${name}.log`));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  children.push(child);
  return child;
}

async function redisAnswers(): Promise<boolean> {
  const client = createClient({
    url: `redis://127.0.0.1:${REDIS_PORT}`,
    socket: { reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.quit();
  }
}

/** The build exists, has its static files in place, and is newer than everything it is made from. */
function buildIsCurrent(): boolean {
  if (!existsSync(STANDALONE_SERVER) || !existsSync('.next/standalone/.next/static')) return false;
  const builtAt = statSync(STANDALONE_SERVER).mtimeMs;
  return BUILD_INPUTS.every((input) => newestChange(input) < builtAt);
}

function newestChange(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((entry) => newestChange(path.join(file, entry))));
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (!children.every(running)) throw new Error(`${what}: a process stopped (see ${LOG_DIR}/*.log)`);
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (see ${LOG_DIR}/*.log)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
