import { apiFetch } from '@/lib/api/client';

/**
 * Posts a form to one of the site's own route handlers: a plain object goes as JSON, FormData as
 * multipart (the browser writes its boundary). Answers the receipt reference where the form gives one;
 * a send that did not go through throws as apiFetch does (ApiError or ApiNoAnswer).
 */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
): Promise<string | null> {
  const multipart = body instanceof FormData;
  const response = await apiFetch(url, {
    method: 'POST',
    headers: multipart
      ? { Accept: 'application/json' }
      : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: multipart ? body : JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  const reference =
    typeof answer === 'object' && answer !== null && 'reference' in answer && answer.reference;
  return typeof reference === 'string' ? reference : null;
}
