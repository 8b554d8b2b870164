import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { MIN_FILL_TIME_MS } from '../../lib/forms/bot-traps';
import { PANEL_CONTROL } from './panel';

/**
 * Readies a page that will send a form, before it opens anything: a client address of its own, so the
 * form routes' per-address rate limit never carries over from another test (or a retry), and Playwright's
 * clock, which runs in real time until `passTimeTrap` moves it on.
 */
export async function prepareFormPage(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  await page.clock.install();
}

/**
 * The form routes' time trap turns away a form sent sooner than a person could fill it in: moves the page's
 * clock (installed by `prepareFormPage`) past that time instead of waiting for it.
 */
export async function passTimeTrap(page: Page) {
  await page.clock.fastForward(MIN_FILL_TIME_MS);
}

export type StoredSubmission = {
  id: string;
  kind: string;
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; path: string }[];
};

/** Every form of `kind` sent with this email that the local panel stored (it keeps every one it receives). */
export async function submissionsFor(
  request: APIRequestContext,
  kind: string,
  email: string,
): Promise<StoredSubmission[]> {
  const { data } = (await (await request.get(`${PANEL_CONTROL}/submissions`)).json()) as {
    data: StoredSubmission[];
  };
  return data.filter((entry) => entry.kind === kind && entry.fields.email === email);
}

/** The form the local panel stored of `kind` sent with this email, once it has it. */
export async function submissionFor(
  request: APIRequestContext,
  kind: string,
  email: string,
): Promise<StoredSubmission> {
  let found: StoredSubmission | undefined;
  await expect
    .poll(async () => {
      found = (await submissionsFor(request, kind, email))[0];
      return found !== undefined;
    })
    .toBe(true);
  return found as StoredSubmission;
}

/** A small JPEG photo, as a file field takes it (the application's four photo slots). */
export async function smallPhoto() {
  const buffer = await sharp({ create: { width: 48, height: 64, channels: 3, background: '#c06040' } })
    .jpeg()
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

/**
 * Makes the form route at `path` answer this page as when the panel fails (502 panel_unavailable), until
 * the returned function lets it through again. The shared local panel's failure modes would reach every
 * test sending forms at that moment: those are for panel-resilience.spec.ts, which runs alone.
 */
export async function failFormRoute(page: Page, path: string): Promise<() => Promise<void>> {
  const route = `**${path}`;
  await page.route(route, (request) =>
    request.fulfill({
      status: 502,
      json: { error: 'panel_unavailable', message: 'The agency’s system is not answering right now.' },
    }),
  );
  return () => page.unroute(route);
}
