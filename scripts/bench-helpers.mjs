// Shared by the benchmark scripts.
import { request as httpRequest, createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Resolves once `busy()`, asked every `pollMs`, has answered false for `quietMs` in a row, or after `capMs`
 * whatever it answers.
 */
export async function whenQuiet(busy, { quietMs, pollMs, capMs }) {
  const deadline = Date.now() + capMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await sleep(pollMs);
    if (busy()) quietSince = Date.now();
  }
}

/** Resolves once `url` answers 2xx; the site builds and its local panel generates images first. */
export async function waitFor(url, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await sleep(500);
  }
}

/**
 * Signals a process group started with `detached: true`, if it is still there: a server that already died
 * must not turn the bench's cleanup into an error that hides the one that stopped it.
 */
export function signalGroup(pid, signal = 'SIGTERM') {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The ports of `ports` something already listens on. A bench whose site cannot take its port would
 * measure whatever server holds it, without a word.
 */
export async function busyPorts(ports) {
  const busy = await Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve) => {
          const probe = createTcpServer();
          probe.once('error', () => resolve(true));
          probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
        }),
    ),
  );
  return ports.filter((_, index) => busy[index]);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The run in the middle once the measured ones (not null) are sorted by `valueOf`; null when none was. */
export function middleRun(runs, valueOf) {
  const measured = runs.filter((run) => run !== null).sort((a, b) => valueOf(a) - valueOf(b));
  return measured[Math.floor(measured.length / 2)] ?? null;
}

/** A page's HTML with every script gone: script elements and script preloads, inline or not. */
function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

function decoded(body, encoding) {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * A pass-through in front of the site that serves each page's "limit": the same HTML without any script,
 * with the same CSS, fonts and pictures (every other request goes through untouched, compressed as the
 * site compresses it). The browser then paints only what the server sent: no page of ours can be faster.
 */
export function startLimitProxy({ targetPort, port }) {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: `127.0.0.1:${targetPort}` };
    const upstream = httpRequest(
      { host: '127.0.0.1', port: targetPort, path: incoming.url, method: incoming.method, headers },
      (response) => {
        const isHtml = (response.headers['content-type'] ?? '').startsWith('text/html');
        if (!isHtml) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const html = decoded(Buffer.concat(chunks), response.headers['content-encoding']);
          const body = gzipSync(withoutScripts(html.toString('utf8')));
          // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped: the body is whole now
          const { link, 'transfer-encoding': chunked, ...rest } = response.headers;
          const links = (link ?? '')
            .split(/,\s*(?=<)/)
            .filter((entry) => entry && !/as="?script/.test(entry));
          outgoing.writeHead(response.statusCode ?? 502, {
            ...rest,
            ...(links.length > 0 ? { link: links.join(', ') } : {}),
            'content-encoding': 'gzip',
            'content-length': body.length,
          });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    ),
  );
}
