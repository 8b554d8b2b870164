// nginx in front of one local server, with the site's own rules (deploy/nginx-site.conf): the bench measures
// pages as production serves them from nginx's cache, over HTTPS and HTTP/2 as browsers reach a site.
// Needs Debian's nginx (`apt-get install -y nginx`) and openssl.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { mkdtemp, chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { signalGroup } from './bench-helpers.mjs';

const NGINX = '/usr/sbin/nginx';
const SITE_RULES = fileURLToPath(new URL('../deploy/nginx-site.conf', import.meta.url));
const READY_PATH = '/bench-nginx-ready';
const CERTIFICATE_DIR = join(tmpdir(), 'agency-site-bench-tls');

/**
 * A self-signed certificate for 127.0.0.1, made anew for each bench: the browser is told to accept it
 * (--ignore-certificate-errors) and the site's server trusts it through NODE_EXTRA_CA_CERTS.
 */
export function benchCertificate() {
  mkdirSync(CERTIFICATE_DIR, { recursive: true });
  const cert = join(CERTIFICATE_DIR, 'cert.pem');
  const key = join(CERTIFICATE_DIR, 'key.pem');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  const files = ['-keyout', key, '-out', cert];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject, ...files],
    {
      stdio: 'ignore',
    },
  );
  return { cert, key };
}

/**
 * One HTTPS front (HTTP/2) per entry, each a plain proxy to a local port: pages, their limits, the floor
 * and the panel's storage reach the browser as they would in production. Browsers speak HTTP/2 only over
 * TLS, and over HTTP/1.1 a page's scripts would hold its pictures back in a queue of six connections.
 */
function tlsFronts(fronts, certificate) {
  return fronts
    .map(
      ({ port, upstreamPort }) => `
    server {
        listen 127.0.0.1:${port} ssl http2;
        ssl_certificate ${quoted(certificate.cert)};
        ssl_certificate_key ${quoted(certificate.key)};
        location / {
            proxy_pass http://127.0.0.1:${upstreamPort};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
        }
    }`,
    )
    .join('\n');
}

/** A path as an nginx string: quoted, so a space in the temporary directory does not split it. */
const quoted = (path) => `"${path.replace(/["\\]/g, '\\$&')}"`;

/**
 * The `http {}` declarations nginx-site.conf expects, as deploy/nginx.conf makes them (same names, sizes and
 * rate), with every file nginx writes inside `dir`.
 */
function mainConfig(dir, { upstreamPort, listenPort, fronts, certificate }) {
  const at = (name) => quoted(join(dir, name));
  return `daemon off;
master_process on;
worker_processes 2;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;

events {
    worker_connections 1024;
}

http {
    access_log off;
    client_body_temp_path ${at('client-body')};
    proxy_temp_path ${at('proxy')};
    fastcgi_temp_path ${at('fastcgi')};
    uwsgi_temp_path ${at('uwsgi')};
    scgi_temp_path ${at('scgi')};

    upstream agency_site {
        server 127.0.0.1:${upstreamPort};
        keepalive 32;
    }

    map $request_method $form_post_client {
        POST    $binary_remote_addr;
        default "";
    }
    limit_req_zone $form_post_client zone=agency_form_posts:10m rate=20r/m;
    map $upstream_http_x_nextjs_cache $fresh_render {
        MISS    1;
        default "";
    }
    limit_conn_zone $binary_remote_addr zone=agency_uploads:10m;
    limit_req_zone $binary_remote_addr zone=agency_images:10m rate=30r/s;

    proxy_cache_path ${at('cache-static')} levels=1:2 keys_zone=agency_static:10m max_size=1g
                     inactive=30d use_temp_path=off;
    proxy_cache_path ${at('cache-pages')} levels=1:2 keys_zone=agency_pages:20m max_size=2g
                     inactive=7d use_temp_path=off;

    server {
        listen 127.0.0.1:${listenPort};
        # Answered by nginx itself: startNginx waits for it without sending anything to the site.
        location = ${READY_PATH} {
            return 204;
        }
        include ${quoted(SITE_RULES)};
    }
${tlsFronts(fronts, certificate)}
}
`;
}

/**
 * Starts nginx on 127.0.0.1:listenPort in front of 127.0.0.1:upstreamPort, with the HTTPS `fronts`
 * ({ port, upstreamPort }), and resolves once it answers. `stop()` ends nginx (its whole process group:
 * master, workers, cache manager) and removes its files.
 */
export async function startNginx({ upstreamPort, listenPort, fronts = [], certificate }) {
  const dir = await mkdtemp(join(tmpdir(), 'bench-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: they must reach the cache and temporary directories
  // (nginx creates those and hands them over, but not this one).
  await chmod(dir, 0o755);
  const config = join(dir, 'nginx.conf');
  await writeFile(config, mainConfig(dir, { upstreamPort, listenPort, fronts, certificate }));

  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', config], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const { pid } = child;
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const spawnFailed = new Promise((resolve) => child.once('error', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;

  // Should the bench end without stop() (an uncaught error, process.exit()), nginx goes too. A signal that
  // kills node skips this: nginx runs in its own process group, so Ctrl-C does not reach it either.
  const onExit = () => {
    signalGroup(pid);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  async function stop() {
    process.off('exit', onExit);
    if (pid !== undefined && running()) {
      signalGroup(pid);
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  }

  const origin = `http://127.0.0.1:${listenPort}`;
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const failure = await Promise.race([
        spawnFailed,
        exited.then((code) => new Error(`nginx exited (${code})`)),
        sleep(100),
      ]);
      if (failure) throw failure;
      try {
        const response = await fetch(`${origin}${READY_PATH}`, { signal: AbortSignal.timeout(1000) });
        if (response.status === 204) break;
      } catch {
        // not listening yet (or something else holds the port and does not answer: nginx then exits)
      }
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${origin}`);
    }
  } catch (error) {
    // nginx says why in its log once it has read the config, on stderr before (a config it cannot parse).
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    throw new Error(`${error.message}\n${log.trim() || stderr.trim()}`.trim(), { cause: error });
  }
  return { origin, stop };
}
