import type { APIRequestContext } from '@playwright/test';

/** The local panel the site under test runs against (see playwright.config.ts). */
export const PANEL_CONTROL = `http://127.0.0.1:${process.env.E2E_PANEL_PORT ?? '4110'}/__control`;
export const REVALIDATE_SECRET = 'local-revalidate-secret';

export type FailureMode = 'ok' | 'error' | 'hang' | 'down' | 'malformed' | 'store-then-hang';

export async function setPanelMode(request: APIRequestContext, mode: FailureMode, paths: string[] = []) {
  const response = await request.post(`${PANEL_CONTROL}/mode`, { data: { mode, paths } });
  if (!response.ok()) throw new Error(`local panel refused mode ${mode}: ${response.status()}`);
}

export async function panelRequestCount(request: APIRequestContext, key: string): Promise<number> {
  const { requests } = (await (await request.get(`${PANEL_CONTROL}/stats`)).json()) as {
    requests: Record<string, number>;
  };
  return requests[key] ?? 0;
}

/** Asks the site to refresh panel content, as the panel does after an edit. */
export function revalidate(
  request: APIRequestContext,
  tags: string[],
  secret: string | null = REVALIDATE_SECRET,
) {
  return request.post('/api/revalidate', {
    data: { tags },
    headers: secret === null ? {} : { 'x-revalidate-secret': secret },
  });
}
