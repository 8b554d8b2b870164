// First step of `npm test` (and, with the argument `bench`, of `npm run bench`): the programs the tests or
// the bench run besides Node's packages. Missing ones are installed from Debian when this runs as root with
// apt-get (CI, a fresh container); otherwise it stops at once with the one line to run, instead of a test
// timing out minutes later.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const MIN_NODE_MAJOR = 24;

/** Debian's Chromium, or Playwright's own browser when one was installed with `npx playwright install`. */
async function hasChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  try {
    const { chromium } = await import('playwright-core');
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const command = process.argv[2] === 'bench' ? 'npm run bench' : 'npm test';
const onPath = (program) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < MIN_NODE_MAJOR) {
  console.error(
    `${command} needs Node ${MIN_NODE_MAJOR} (this is ${process.version}): \`nvm use\` (.nvmrc), or run \`bash .ci/run\`, which installs it.`,
  );
  process.exit(1);
}

// Debian package → whether it is here. ffmpeg brings ffprobe, which the application's video check runs;
// poppler-utils reads and renders the comp card PDFs in their tests; the bench serves pages through nginx
// over HTTPS, with a certificate openssl makes.
const needed =
  command === 'npm test'
    ? {
        chromium: await hasChromium(),
        'redis-server': onPath('redis-server'),
        ffmpeg: onPath('ffmpeg') && onPath('ffprobe'),
        'poppler-utils': ['pdfinfo', 'pdftotext', 'pdffonts', 'pdftoppm'].every(onPath),
      }
    : {
        chromium: existsSync(process.env.CHROME_PATH || '/usr/bin/chromium'),
        nginx: existsSync('/usr/sbin/nginx'),
        openssl: onPath('openssl'),
      };
const missing = Object.keys(needed).filter((name) => !needed[name]);
if (missing.length === 0) process.exit(0);

const canInstall = process.getuid?.() === 0 && onPath('apt-get');
if (!canInstall) {
  console.error(`${command} needs ${missing.join(', ')}: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.log(`Installing ${missing.join(', ')} from Debian for ${command}…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
