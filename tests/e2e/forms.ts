import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PANEL_CONTROL } from './panel';

/**
 * Gives the page a client address of its own, so the form routes' per-address rate limit never carries
 * over from another test (or a retry).
 */
export async function giveOwnClientAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
}

export type StoredSubmission = {
  id: string;
  kind: string;
  fields: Record<string, string>;
  files: { field: string; filename: string; contentType: string; path: string }[];
};

/** The form the local panel stored (it keeps every one it receives) of `kind` sent with this email. */
export async function submissionFor(
  request: APIRequestContext,
  kind: string,
  email: string,
): Promise<StoredSubmission> {
  let found: StoredSubmission | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get(`${PANEL_CONTROL}/submissions`)).json()) as {
        data: StoredSubmission[];
      };
      found = data.find((entry) => entry.kind === kind && entry.fields.email === email);
      return found !== undefined;
    })
    .toBe(true);
  return found as StoredSubmission;
}
