import { apiFetch, apiUpload, type UploadProgress } from '@/lib/api/client';

export type SendTransfer = { signal?: AbortSignal; onProgress?: UploadProgress };

/** FormData goes as multipart, reporting its upload's progress; anything else as JSON. */
export async function postForm(
  url: string,
  body: Record<string, unknown> | FormData,
  { signal, onProgress }: SendTransfer = {},
): Promise<string | null> {
  const response =
    body instanceof FormData
      ? await apiUpload(url, body, { signal, onProgress })
      : await apiFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
  const answer: unknown = await response.json().catch(() => null);
  const reference =
    typeof answer === 'object' && answer !== null && 'reference' in answer && answer.reference;
  return typeof reference === 'string' ? reference : null;
}
