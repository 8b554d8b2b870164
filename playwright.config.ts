import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// The site under test gets its own local panel, apart from a developer's on 4010 (tests/e2e/panel.ts).
const PANEL_PORT = process.env.E2E_PANEL_PORT ?? '4110';

// Debian's Chromium where installed (CI, this machine: Playwright cannot download browsers here);
// Playwright's own browser elsewhere.
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const launchOptions = existsSync(DEBIAN_CHROMIUM)
  ? {
      executablePath: DEBIAN_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};

// Whole file names, matched against each spec's path: a spec merely containing "load.spec" (such as
// "application-upload.spec.ts") stays with the others.
const RESILIENCE_SPEC = /\/panel-resilience\.spec\.ts$/;
const LOAD_SPEC = /\/load\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [RESILIENCE_SPEC, LOAD_SPEC],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // Switches the shared local panel into failure modes: runs alone, after everything else.
    {
      name: 'panel-resilience',
      testMatch: RESILIENCE_SPEC,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    // A crowd of visitors: alone at the very end, so its load slows no other test.
    { name: 'load', testMatch: LOAD_SPEC, dependencies: ['panel-resilience'] },
  ],
  webServer: {
    // The production build, as visitors get it.
    command: 'npm run build && npm start',
    url: `${baseURL}/en`,
    // Loopback's first address is trusted as nginx would be, so each test can be a client of its own
    // (X-Forwarded-For); tests/e2e/security.spec.ts connects from another loopback address, untrusted.
    env: {
      PORT: String(PORT),
      LOCAL_PANEL_PORT: PANEL_PORT,
      PANEL_TIMEOUT_MS: '3000',
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
