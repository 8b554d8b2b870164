// Starts the local panel from the environment: `npx tsx local-panel/main.ts`.
//   LOCAL_PANEL_PORT        default 4010
//   LOCAL_PANEL_HOST        default 127.0.0.1
//   LOCAL_PANEL_TALENTS     default 160
//   LOCAL_PANEL_DATA_DIR    default <repo>/.local-panel
//   LOCAL_PANEL_PUBLIC_URL  default http://127.0.0.1:<port>
//   LOCAL_PANEL_IMAGE_SCALE default 1 (smaller = faster first start, smaller files)
//   LOCAL_PANEL_PICTURES    default light; photo = pictures that weigh what photographs weigh

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_PANEL_DEFAULT_HOST, LOCAL_PANEL_DEFAULT_PORT } from './credentials';
import { PICTURE_MODES, type PictureMode } from './media/pool';
import { DEFAULT_TALENT_COUNT, startLocalPanel } from './server';

function integerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function scaleFromEnv(): number {
  const raw = process.env.LOCAL_PANEL_IMAGE_SCALE;
  if (raw === undefined || raw.trim() === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 1)
    throw new Error(`LOCAL_PANEL_IMAGE_SCALE must be in (0, 1], got "${raw}"`);
  return value;
}

function picturesFromEnv(): PictureMode {
  const raw = process.env.LOCAL_PANEL_PICTURES?.trim();
  if (!raw) return 'light';
  const mode = PICTURE_MODES.find((candidate) => candidate === raw);
  if (!mode) throw new Error(`LOCAL_PANEL_PICTURES must be ${PICTURE_MODES.join(' or ')}, got "${raw}"`);
  return mode;
}

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const port = integerFromEnv('LOCAL_PANEL_PORT', LOCAL_PANEL_DEFAULT_PORT);
  const panel = await startLocalPanel({
    port,
    host: process.env.LOCAL_PANEL_HOST || LOCAL_PANEL_DEFAULT_HOST,
    talents: integerFromEnv('LOCAL_PANEL_TALENTS', DEFAULT_TALENT_COUNT),
    dataDir: process.env.LOCAL_PANEL_DATA_DIR || path.join(repositoryRoot, '.local-panel'),
    publicUrl: process.env.LOCAL_PANEL_PUBLIC_URL || undefined,
    imageScale: scaleFromEnv(),
    pictures: picturesFromEnv(),
    log: (message) => console.log(message),
  });
  console.log(`local panel ready at ${panel.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    panel.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`local panel: error while stopping on ${signal}`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by scripts/site.mjs with an IPC channel: stop when the site's runner goes away, however it ends.
  process.on('disconnect', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('local panel failed to start:', error);
  process.exit(1);
});
