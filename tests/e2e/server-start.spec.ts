import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

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
