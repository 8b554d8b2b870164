// The local panel: one node:http server that stands in for the agency's back end. It serves the
// integration base under /integration, the panel base under /panel, public files under /storage and
// test controls under /__control.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { TokenStore, type Base } from './auth';
import { ControlState } from './control';
import { LOCAL_PANEL_DEFAULT_HOST, LOCAL_PANEL_DEFAULT_PORT, LOCAL_PANEL_PREFIXES } from './credentials';
import { buildAttributes } from './content/attributes';
import { buildPosts } from './content/posts';
import {
  buildCustomizations,
  buildMenuSlides,
  buildSlides,
  buildSocialMedias,
  buildStaff,
  buildWebsiteImages,
  buildWebsiteTexts,
} from './content/site';
import { buildCatalogue } from './content/talents';
import { HttpError, prepareJson, sendJson } from './http';
import { ensureMedia } from './media/generate';
import { buildMediaPool, type PictureMode } from './media/pool';
import { handleControl } from './routes/control';
import { SITE_PAGE_SIZE, integrationRoutes, talentPage } from './routes/integration';
import { panelRoutes } from './routes/panel';
import { handleStorage } from './routes/storage';
import type { BlogEntity, PanelState, Route } from './state';
import { SubmissionStore } from './submissions';

export interface LocalPanelOptions {
  /** Default 4010; 0 picks a free port (tests). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Catalogue size, default 160. */
  talents?: number;
  /** Where generated media and received submissions live; default `<cwd>/.local-panel`. */
  dataDir?: string;
  /** Origin written into absolute URLs (zip links, post images); default `http://127.0.0.1:<port>`. */
  publicUrl?: string;
  /** Scale of generated media (1 = full size). Tests use e.g. 0.1 to generate the pool quickly. */
  imageScale?: number;
  /** How the pictures are drawn (media/pool.ts); default `light`. */
  pictures?: PictureMode;
  /** Progress lines (media generation); silent by default. */
  log?: (message: string) => void;
}

export interface LocalPanel {
  /** Origin of the server, e.g. "http://127.0.0.1:4010". */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_TALENT_COUNT = 160;

function blogEntities(state: Pick<PanelState, 'posts'>): BlogEntity[] {
  return state.posts.flatMap((post) => [
    { id: post.id, post_id: post.id, title: post.title, slug: post.slug, language: post.language },
    ...post.batchItems.map((translation) => ({
      id: translation.id,
      post_id: post.id,
      title: translation.title,
      slug: translation.slug,
      language: translation.language,
    })),
  ]);
}

function normalisePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

function basePrefix(pathname: string): { base: Base; prefix: string; routes: Route[] } | null {
  for (const [base, prefix, routes] of [
    ['integration', LOCAL_PANEL_PREFIXES.integration, integrationRoutes],
    ['panel', LOCAL_PANEL_PREFIXES.panel, panelRoutes],
  ] as const) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { base, prefix, routes };
  }
  return null;
}

/** Applies a failure mode; returns true when the request was taken care of. */
function applyFailure(
  req: IncomingMessage,
  res: ServerResponse,
  state: PanelState,
  pathname: string,
  retry: () => void,
): boolean {
  switch (state.control.modeFor(pathname)) {
    case 'ok':
    // Handled as usual; the form routes hold their answer (routes/forms.ts).
    case 'store-then-hang':
      return false;
    case 'error':
      void sendJson(req, res, 500, { message: 'Server Error' });
      return true;
    case 'malformed':
      void sendJson(req, res, 200, { data: 'malformed' });
      return true;
    case 'down':
      req.socket.destroy();
      return true;
    case 'hang': {
      // Hold the socket open; when the mode changes the request is dispatched again.
      const forget = state.control.park(() => {
        res.off('close', forget);
        if (!res.destroyed) retry();
      });
      res.on('close', forget);
      return true;
    }
  }
}

async function routeBackEnd(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pathname: string,
  state: PanelState,
): Promise<void> {
  const target = basePrefix(pathname);
  if (!target) throw new HttpError(404, 'Not Found.');
  const subPath = pathname.slice(target.prefix.length) || '/';
  const matching = target.routes.filter((route) => route.pattern.test(subPath));
  if (matching.length === 0) throw new HttpError(404, 'Not Found.');
  const route = matching.find((candidate) => candidate.method === req.method);
  if (!route) throw new HttpError(405, `The ${req.method ?? ''} method is not supported for this route.`);
  if (!route.public && !state.tokens.isAuthorized(req, target.base))
    throw new HttpError(401, 'Unauthenticated.');
  const params = (route.pattern.exec(subPath) ?? [])
    .slice(1)
    .filter((group): group is string => group !== undefined)
    .map((group) => decodeURIComponent(group));
  await route.handle({ req, res, url, params, state });
}

async function respondWithError(req: IncomingMessage, res: ServerResponse, error: unknown): Promise<void> {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) {
    if (error.status === 413) res.setHeader('Connection', 'close');
    await sendJson(req, res, error.status, { message: error.message, ...error.extra });
    return;
  }
  console.error('local panel: unexpected error', error);
  await sendJson(req, res, 500, { message: 'Server Error' });
}

function dispatch(req: IncomingMessage, res: ServerResponse, state: PanelState): void {
  const url = new URL(req.url ?? '/', 'http://local-panel.invalid');
  const pathname = normalisePath(url.pathname);
  const retry = (): void => dispatch(req, res, state);
  const work = async (): Promise<void> => {
    if (
      pathname === LOCAL_PANEL_PREFIXES.control ||
      pathname.startsWith(`${LOCAL_PANEL_PREFIXES.control}/`)
    ) {
      await handleControl(req, res, pathname.slice(LOCAL_PANEL_PREFIXES.control.length) || '/', url, state);
      return;
    }
    if (pathname.startsWith(`${LOCAL_PANEL_PREFIXES.storage}/`)) {
      await handleStorage(req, res, pathname.slice(LOCAL_PANEL_PREFIXES.storage.length + 1), state);
      return;
    }
    if (pathname === '/') {
      await sendJson(req, res, 200, {
        name: 'local panel',
        integration: `${state.publicUrl}${LOCAL_PANEL_PREFIXES.integration}`,
        panel: `${state.publicUrl}${LOCAL_PANEL_PREFIXES.panel}`,
        storage: `${state.publicUrl}${LOCAL_PANEL_PREFIXES.storage}`,
      });
      return;
    }
    if (applyFailure(req, res, state, pathname, retry)) return;
    await routeBackEnd(req, res, url, pathname, state);
  };
  work().catch((error: unknown) => respondWithError(req, res, error).catch(() => res.destroy()));
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export async function startLocalPanel(options: LocalPanelOptions = {}): Promise<LocalPanel> {
  const host = options.host ?? LOCAL_PANEL_DEFAULT_HOST;
  const dataDir = path.resolve(options.dataDir ?? path.join(process.cwd(), '.local-panel'));
  const storageDir = path.join(dataDir, 'storage');
  const log = options.log ?? ((): void => undefined);
  const pool = buildMediaPool(options.imageScale ?? 1, options.pictures);

  // Everything is ready before the port opens, so the first request never meets a missing image.
  await ensureMedia(storageDir, pool, log);
  const submissions = new SubmissionStore(path.join(dataDir, 'submissions'));
  await submissions.load();
  const catalogue = buildCatalogue(Math.max(0, Math.floor(options.talents ?? DEFAULT_TALENT_COUNT)), pool);
  const attributes = await prepareJson({ data: buildAttributes() });

  let state: PanelState | null = null;
  const server = createServer((req, res) => {
    if (!state) {
      void sendJson(req, res, 503, { message: 'Starting.' });
      return;
    }
    const pathname = normalisePath(new URL(req.url ?? '/', 'http://local-panel.invalid').pathname);
    if (!pathname.startsWith(LOCAL_PANEL_PREFIXES.control))
      state.control.count(req.method ?? 'GET', pathname);
    dispatch(req, res, state);
  });
  await listen(server, options.port ?? LOCAL_PANEL_DEFAULT_PORT, host);
  const address = server.address() as AddressInfo;
  const reachableHost =
    host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const origin = `http://${reachableHost}:${address.port}`;
  const publicUrl = (options.publicUrl ?? origin).replace(/\/+$/, '');
  const posts = buildPosts(pool, publicUrl);
  state = {
    publicUrl,
    storageDir,
    pool,
    catalogue,
    posts,
    slides: buildSlides(pool),
    entities: { staff: buildStaff(), slidesmenu: buildMenuSlides(pool), blog: blogEntities({ posts }) },
    websiteTexts: buildWebsiteTexts(),
    websiteImages: buildWebsiteImages(pool),
    customizations: buildCustomizations(),
    socialMedias: buildSocialMedias(),
    attributes,
    talentPages: new Map(),
    tokens: new TokenStore(),
    control: new ControlState(),
    submissions,
  };

  // Serialise (and gzip) the full list the site asks for now, not on its first request.
  void talentPage(state, SITE_PAGE_SIZE, 1);

  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging requests and keep-alive sockets would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}
