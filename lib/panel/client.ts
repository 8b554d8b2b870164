import 'server-only';
import * as z from '@/lib/zod-mini';
import { PanelError, type PanelBase } from './errors';
import { panelEnv, type PanelEnv } from './env';

type RequestOptions = {
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The panel answers a repeat of a key with the same success without storing it again. */
  idempotencyKey?: string;
};

/** The slowest assumed upstream (8 Mbit/s), so PANEL_TIMEOUT_MS stays the time the panel has to answer. */
const MIN_UPSTREAM_BYTES_PER_SECOND = 1024 * 1024;
/** No request waits longer, whatever its body (nginx gives the application route 180 s in all). */
const MAX_TIMEOUT_MS = 120_000;

function bodyBytes(body: BodyInit | undefined): number {
  if (typeof body === 'string') return Buffer.byteLength(body);
  if (!(body instanceof FormData)) return 0;
  let bytes = 0;
  for (const [, value] of body) bytes += typeof value === 'string' ? Buffer.byteLength(value) : value.size;
  return bytes;
}

export function timeoutFor(baseMs: number, body: BodyInit | undefined): number {
  return Math.min(
    MAX_TIMEOUT_MS,
    baseMs + Math.ceil((bodyBytes(body) / MIN_UPSTREAM_BYTES_PER_SECOND) * 1000),
  );
}

/** An empty bearer is kept when none is returned (the next call then 401s). */
const signInCalls = {
  integration: {
    path: '/api/signin',
    body: (env: PanelEnv) => ({ salt: env.integration.salt, api_key: env.integration.key }),
    token: z.pipe(
      z.object({ access_token: z.nullish(z.string()) }),
      z.transform((answer) => answer.access_token ?? ''),
    ),
  },
  panel: {
    path: '/api/login',
    body: (env: PanelEnv) => ({ salt: env.panel.salt, api_token: env.panel.token }),
    token: z.pipe(
      z.object({ token: z.nullish(z.string()) }),
      z.transform((answer) => answer.token ?? ''),
    ),
  },
} as const;

/** Bearer tokens stay in memory, never in a cache key. */
export function createPanelClient(env: PanelEnv, fetchImpl: typeof fetch = fetch) {
  const tokens = new Map<PanelBase, Promise<string>>();

  async function signIn(base: PanelBase): Promise<string> {
    const call = signInCalls[base];
    const response = await send(base, `${env[base].url}${call.path}`, call.path, {
      method: 'POST',
      body: call.body(env),
    });
    if (!response.ok) {
      throw new PanelError(
        response.status === 401 ? 'unauthorized' : 'http',
        response.status,
        base,
        call.path,
      );
    }
    return parseResponse(call.token, await readJson(response, base, call.path), base, call.path);
  }

  function token(base: PanelBase, renew = false): Promise<string> {
    let pending = tokens.get(base);
    if (!pending || renew) {
      pending = signIn(base);
      tokens.set(base, pending);
      // A failed sign-in is not remembered: the next call tries again.
      pending.catch(() => tokens.delete(base));
    }
    return pending;
  }

  async function send(base: PanelBase, url: string, path: string, options: RequestOptions, bearer?: string) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (bearer !== undefined) headers.Authorization = `Bearer ${bearer}`;
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const timeoutMs = timeoutFor(env.timeoutMs, body);
    try {
      return await fetchImpl(url, {
        method: options.method ?? 'GET',
        headers,
        body,
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PanelError(
        timedOut ? 'timeout' : 'network',
        0,
        base,
        path,
        timedOut ? `${timeoutMs} ms` : String(error),
      );
    }
  }

  async function request(base: PanelBase, path: string, options: RequestOptions = {}): Promise<unknown> {
    const url = new URL(`${env[base].url}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const idempotent = (options.method ?? 'GET') === 'GET';
    let renewed = false;
    let retried = false;
    for (;;) {
      let response: Response;
      try {
        response = await send(base, url.toString(), path, options, await token(base, false));
      } catch (error) {
        if (idempotent && !retried && error instanceof PanelError && error.code === 'network') {
          retried = true;
          continue;
        }
        throw error;
      }
      if (response.status === 401 && !renewed) {
        renewed = true;
        await token(base, true);
        continue;
      }
      if (response.status >= 500 && idempotent && !retried) {
        retried = true;
        continue;
      }
      if (response.status === 404) throw new PanelError('not_found', 404, base, path);
      if (response.status === 401) throw new PanelError('unauthorized', 401, base, path);
      if (!response.ok) throw new PanelError('http', response.status, base, path);
      return readJson(response, base, path);
    }
  }

  return { request };
}

async function readJson(response: Response, base: PanelBase, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new PanelError('malformed', response.status, base, path, 'not JSON');
  }
}

/** A wrong shape is a clear, logged PanelError, never a crash deeper in. */
export function parseResponse<T>(schema: z.ZodMiniType<T>, raw: unknown, base: PanelBase, path: string): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  const error = new PanelError('malformed', 200, base, path, detail);
  console.error(error.message);
  throw error;
}

const panelClient = createPanelClient(panelEnv);

export async function callPanel<T>(
  base: PanelBase,
  path: string,
  schema: z.ZodMiniType<T>,
  options?: RequestOptions,
): Promise<T> {
  return parseResponse(schema, await panelClient.request(base, path, options), base, path);
}
