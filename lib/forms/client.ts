import { apiFetch } from '@/lib/api/client';

/** FormData goes as multipart, anything else as JSON; throws as apiFetch does. */
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
