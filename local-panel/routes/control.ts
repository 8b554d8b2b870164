// Test controls (mounted at /__control, no auth): the site's settings for this panel, failure modes,
// token revocation, request counts and read-back of stored submissions.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAILURE_MODES, isFailureMode } from '../control';
import { localPanelEnvironment } from '../credentials';
import { HttpError, readFields, sendJson } from '../http';
import type { PanelState } from '../state';
import { sendFile } from './storage';

export async function handleControl(
  req: IncomingMessage,
  res: ServerResponse,
  subPath: string,
  url: URL,
  state: PanelState,
): Promise<void> {
  const method = req.method ?? 'GET';
  const { control } = state;

  if (subPath === '/health' && method === 'GET') {
    await sendJson(req, res, 200, {
      ok: true,
      talents: state.catalogue.talents.length,
      pictures: state.pool.pictures,
    });
    return;
  }
  // The site's back-end settings for this panel, which scripts/site.mjs hands to the site.
  if (subPath === '/site-environment' && method === 'GET') {
    await sendJson(req, res, 200, localPanelEnvironment(req.socket.localPort ?? ''));
    return;
  }
  if (subPath === '/mode') {
    if (method === 'GET') {
      await sendJson(req, res, 200, {
        mode: control.mode,
        paths: control.paths,
        hanging: control.parkedCount,
      });
      return;
    }
    if (method === 'POST') {
      const body = await readFields(req);
      if (!isFailureMode(body.mode))
        throw new HttpError(422, `mode must be one of ${FAILURE_MODES.join(', ')}.`);
      const paths = body.paths === undefined ? [] : body.paths;
      if (
        !Array.isArray(paths) ||
        !paths.every((entry): entry is string => typeof entry === 'string' && entry.startsWith('/'))
      ) {
        throw new HttpError(422, 'paths must be a list of path prefixes such as "/panel/api/website-texts".');
      }
      control.setMode(body.mode, paths);
      await sendJson(req, res, 200, { mode: control.mode, paths: control.paths });
      return;
    }
  }
  // Edits one website text, as an editor would in the panel: tests then check revalidation reaches pages.
  if (subPath === '/website-texts' && method === 'POST') {
    const body = await readFields(req);
    const text = body.text;
    if (typeof body.name !== 'string' || typeof text !== 'object' || text === null || Array.isArray(text)) {
      throw new HttpError(422, 'Send { "name": "contact_email", "text": { "en": "…", "pt": "…" } }.');
    }
    const entry = state.websiteTexts.find((candidate) => candidate.name === body.name);
    if (!entry) throw new HttpError(404, `No website text named ${body.name}.`);
    entry.text = { ...entry.text, ...(text as Record<string, string>) };
    await sendJson(req, res, 200, { data: entry });
    return;
  }
  if (subPath === '/revoke-tokens' && method === 'POST') {
    await sendJson(req, res, 200, { revoked: state.tokens.revokeAll() });
    return;
  }
  if (subPath === '/stats' && method === 'GET') {
    await sendJson(req, res, 200, { requests: control.stats() });
    return;
  }
  if (subPath === '/stats/reset' && method === 'POST') {
    control.resetStats();
    await sendJson(req, res, 200, { requests: {} });
    return;
  }
  if (subPath === '/submissions' && method === 'GET') {
    await sendJson(req, res, 200, { data: state.submissions.list() });
    return;
  }
  const single = /^\/submissions\/([^/]+)$/.exec(subPath);
  if (single && method === 'GET') {
    const submission = state.submissions.get(decodeURIComponent(single[1] ?? ''));
    if (!submission) throw new HttpError(404, 'Submission not found.');
    await sendJson(req, res, 200, { data: submission });
    return;
  }
  const file = /^\/submissions\/([^/]+)\/files\/([^/]+)$/.exec(subPath);
  if (file && (method === 'GET' || method === 'HEAD')) {
    const index = Number.parseInt(url.searchParams.get('index') ?? '0', 10);
    const found = state.submissions.file(
      decodeURIComponent(file[1] ?? ''),
      decodeURIComponent(file[2] ?? ''),
      Number.isFinite(index) ? index : 0,
    );
    if (!found) throw new HttpError(404, 'File not found.');
    await sendFile(req, res, found.absolutePath, {
      cacheControl: 'no-store',
      contentType: found.file.contentType,
      extraHeaders: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" },
    });
    return;
  }
  throw new HttpError(404, 'Unknown control endpoint.');
}
