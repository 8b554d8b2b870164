// Routes of the panel base (mounted at /panel).

import { assertServiceCredentials } from '../auth';
import { LOCAL_PANEL_PANEL_API_TOKEN } from '../credentials';
import { POST_TYPE } from '../content/posts';
import { HttpError, readFields, sendJson } from '../http';
import type { PanelState, Route, RouteContext } from '../state';
import { receiveForm } from './forms';

const DEFAULT_POSTS_PAGE_SIZE = 10;

function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

async function login({ req, res, state }: RouteContext): Promise<void> {
  const body = await readFields(req);
  assertServiceCredentials(body, 'api_token', LOCAL_PANEL_PANEL_API_TOKEN);
  await sendJson(req, res, 200, { token: state.tokens.issue('panel') });
}

async function slides({ req, res, params, state }: RouteContext): Promise<void> {
  await sendJson(req, res, 200, { data: state.slides[params[0] ?? ''] ?? [] });
}

function entityList(state: PanelState, entity: string): Record<string, unknown>[] | null {
  if (entity === 'staff') return state.entities.staff.map((member) => ({ ...member }));
  if (entity === 'slidesmenu') return state.entities.slidesmenu.map((slide) => ({ ...slide }));
  if (entity === 'blog') return state.entities.blog.map((line) => ({ ...line }));
  return null;
}

async function entities({ req, res, params, state }: RouteContext): Promise<void> {
  const [entity = '', idOrConcept, value] = params;
  const list = entityList(state, entity);
  if (idOrConcept === undefined) {
    await sendJson(req, res, 200, { data: list ?? [] });
    return;
  }
  // "/{id}" looks up by id; "/{field}/{value}" by any field.
  const field = value === undefined ? 'id' : idOrConcept;
  const wanted = value === undefined ? idOrConcept : value;
  const item = (list ?? []).find(
    (candidate) => candidate[field] !== undefined && String(candidate[field]) === wanted,
  );
  if (!item) throw new HttpError(404, 'Entity not found.');
  await sendJson(req, res, 200, { data: item });
}

async function websiteTexts({ req, res, state }: RouteContext): Promise<void> {
  await sendJson(req, res, 200, { data: state.websiteTexts });
}

async function websiteImages({ req, res, state }: RouteContext): Promise<void> {
  await sendJson(req, res, 200, { data: state.websiteImages });
}

async function customizations({ req, res, state }: RouteContext): Promise<void> {
  await sendJson(req, res, 200, { data: state.customizations });
}

async function socialMedias({ req, res, state }: RouteContext): Promise<void> {
  await sendJson(req, res, 200, { data: state.socialMedias });
}

async function postList({ req, res, url, params, state }: RouteContext): Promise<void> {
  const posts = params[0] === POST_TYPE ? state.posts : [];
  const perPage = positiveInteger(url.searchParams.get('paginate'), DEFAULT_POSTS_PAGE_SIZE);
  const page = positiveInteger(url.searchParams.get('page'), 1);
  await sendJson(req, res, 200, {
    data: {
      current_page: page,
      data: posts.slice((page - 1) * perPage, page * perPage),
      per_page: perPage,
      total: posts.length,
      last_page: Math.max(1, Math.ceil(posts.length / perPage)),
    },
  });
}

async function postBySlug({ req, res, params, state }: RouteContext): Promise<void> {
  const [type, , slug] = params;
  const posts = type === POST_TYPE ? state.posts : [];
  // Found by its own (pt) slug or by the slug of any translation.
  const post = posts.find(
    (candidate) =>
      candidate.slug === slug || candidate.batchItems.some((translation) => translation.slug === slug),
  );
  if (!post) throw new HttpError(404, 'Post not found.');
  await sendJson(req, res, 200, { data: post });
}

function storeForm(kind: string): (context: RouteContext) => Promise<void> {
  return (context) => receiveForm(context, kind);
}

export const panelRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/login$/, public: true, handle: login },
  { method: 'GET', pattern: /^\/api\/slides\/([^/]+)$/, handle: slides },
  { method: 'GET', pattern: /^\/api\/entities\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/, handle: entities },
  { method: 'GET', pattern: /^\/api\/website-texts$/, handle: websiteTexts },
  { method: 'GET', pattern: /^\/api\/website-images$/, handle: websiteImages },
  { method: 'GET', pattern: /^\/api\/customizations$/, handle: customizations },
  { method: 'GET', pattern: /^\/api\/social-medias$/, handle: socialMedias },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([a-z]{2})$/, handle: postList },
  { method: 'GET', pattern: /^\/api\/posts\/([^/]+)\/([a-z]{2})\/([^/]+)$/, handle: postBySlug },
  { method: 'POST', pattern: /^\/api\/contact\/([a-z]{2})$/, handle: storeForm('contact') },
  { method: 'POST', pattern: /^\/api\/favorites\/([a-z]{2})$/, handle: storeForm('favorites') },
  { method: 'POST', pattern: /^\/api\/get-scouted\/([a-z]{2})$/, handle: storeForm('get-scouted') },
];
