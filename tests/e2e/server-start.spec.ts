import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, localPanelSettings } from './production-server';

// The production server (the build the other tests run) started as the Docker image starts it, with no
// back-end settings: it must stop at once and say what to set, never run against a stand-in.
test('a production server without back-end settings stops at start, naming the variables', async () => {
  const backEndSettings = /^(PANEL_|INTEGRATION_|STORAGE_URL|REVALIDATE_SECRET|LOCAL_PANEL_)/;
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !backEndSettings.test(name)));
  const server = spawn(process.execPath, ['server.js'], {
    cwd: join(process.cwd(), '.next', 'standalone'),
    env: { ...env, NODE_ENV: 'production', PORT: '0', HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  const [code] = await once(server, 'exit');
  clearTimeout(timer);
  expect(code, output).toBe(1);
  expect(output).toContain('No back end configured: set PANEL_API_URL');
});

// Behind a local nginx the server is bound to loopback; Next names 127.0.0.1 "localhost" in the proxy,
// and a rewrite written from that name would be proxied back to the server itself.
test('a production server bound to 127.0.0.1 answers an unknown page with the 404 page at once', async () => {
  const settings = await localPanelSettings();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['server.js'], {
    cwd: join(process.cwd(), '.next', 'standalone'),
    env: { ...process.env, ...settings, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${origin}/en`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
    for (const path of ['/en/no-such-page', '/en/models/no-such-talent-999999', '/file.txt']) {
      const started = Date.now();
      const response = await fetch(origin + path, {
        signal: AbortSignal.timeout(10_000),
        redirect: 'manual',
      });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('This page could not be found.');
      expect(Date.now() - started, path).toBeLessThan(5_000);
    }
    const alias = await fetch(`${origin}/models`, {
      redirect: 'manual',
      headers: { 'Accept-Language': 'en' },
    });
    expect(alias.status).toBe(307);
    expect(alias.headers.get('location')).toBe('/en/models');
  } finally {
    server.kill('SIGKILL');
  }
});
