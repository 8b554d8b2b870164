// npm start: serves the production build on PORT (default 3000), building it first when there is none.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

if (!existsSync('.next/BUILD_ID')) {
  const build = spawnSync(npx, ['next', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(npx, ['next', 'start', '--port', process.env.PORT || '3000'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
