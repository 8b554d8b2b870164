// `npm run dev`, `npm run build` and `npm start` run through here: when no back end is configured (no
// PANEL_API_URL / INTEGRATION_API_URL in the environment or the .env files), the bundled local panel is
// started first, the site gets its settings (the only place the site learns of it), and it is stopped
// with the site. `build` makes the standalone server (next.config.ts) ready to
// run; `start` runs it, building first when there is no production build.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import nextEnv from '@next/env';

const require = createRequire(import.meta.url);
const DEFAULT_LOCAL_PANEL_PORT = 4010;
const NEXT_BIN = require.resolve('next/dist/bin/next');
const STANDALONE_SERVER = '.next/standalone/server.js';
const PANEL_START_TIMEOUT_MS = 60_000;

const command = process.argv[2];
if (!['dev', 'build', 'start'].includes(command)) {
  console.error('usage: node scripts/site.mjs dev|build|start');
  process.exit(2);
}

nextEnv.loadEnvConfig(process.cwd(), command === 'dev');
const usesLocalPanel = !process.env.PANEL_API_URL?.trim() && !process.env.INTEGRATION_API_URL?.trim();
const port = process.env.PORT || '3000';

const panelPort = Number(process.env.LOCAL_PANEL_PORT || DEFAULT_LOCAL_PANEL_PORT);
const panelControl = `http://127.0.0.1:${panelPort}/__control`;
const panel = usesLocalPanel ? await ensureLocalPanel() : null;
if (usesLocalPanel) await takeLocalPanelSettings();
const stopPanel = () => panel?.kill('SIGTERM');
process.on('exit', stopPanel);

if (command === 'build' || (command === 'start' && !existsSync(STANDALONE_SERVER))) {
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  placeStaticAssets();
  if (command === 'build') process.exit(0);
}
// A build made by `next build` directly lacks them.
if (command === 'start' && !existsSync('.next/standalone/.next/static')) placeStaticAssets();

// The standalone server reads PORT and HOSTNAME; the environment loaded above (.env files included) is
// passed down, as it does not read the project's .env.local itself.
const site =
  command === 'start'
    ? spawn(process.execPath, [STANDALONE_SERVER], {
        stdio: 'inherit',
        env: { ...process.env, PORT: port, HOSTNAME: process.env.HOSTNAME || '0.0.0.0' },
      })
    : spawn(process.execPath, [NEXT_BIN, command, '--port', port], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => site.kill(signal));
site.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * The standalone folder holds the server only: the browser's files (`.next/static`) and `public/` are
 * copied in beside it, where its server looks for them (a CDN could serve them instead).
 */
function placeStaticAssets() {
  for (const [from, to] of [
    ['.next/static', '.next/standalone/.next/static'],
    ['public', '.next/standalone/public'],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
}

/**
 * Starts the local panel, or reuses one already answering on its port (a developer may keep one running).
 * The panel is a child with an IPC channel: it exits when this process goes away, even on SIGKILL.
 */
async function ensureLocalPanel() {
  const health = `${panelControl}/health`;
  // LOCAL_PANEL_PICTURES (light or photo, local-panel/README.md) reaches the panel through the environment.
  const pictures = process.env.LOCAL_PANEL_PICTURES?.trim() || 'light';
  if (await answers(health)) {
    const running = (await (await fetch(health)).json()).pictures ?? 'light';
    console.log(`Using the local panel already running on port ${panelPort} (${running} pictures).`);
    if (running !== pictures)
      console.warn(`It draws ${running} pictures, not the ${pictures} ones asked for: stop it to switch.`);
    return null;
  }
  console.log(
    `No back end configured: starting the bundled local panel on port ${panelPort} (${pictures} pictures).`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'local-panel/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, LOCAL_PANEL_PORT: String(panelPort), LOCAL_PANEL_PICTURES: pictures },
  });
  let exited = false;
  child.on('exit', (code) => {
    exited = true;
    if (code) console.error(`The local panel stopped with exit code ${code}.`);
  });
  const deadline = Date.now() + PANEL_START_TIMEOUT_MS;
  while (!(await answers(health))) {
    if (exited || Date.now() > deadline) {
      console.error('The local panel did not start; see its output above.');
      process.exit(1);
    }
    await sleep(200);
  }
  return child;
}

/**
 * The back-end settings of the local panel (its addresses and service credentials), which it gives out
 * itself. Settings given explicitly (a REVALIDATE_SECRET in .env.local, say) win.
 */
async function takeLocalPanelSettings() {
  const settings = await (await fetch(`${panelControl}/site-environment`)).json();
  for (const [name, value] of Object.entries(settings)) process.env[name] ||= value;
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}
