import { ApiError, ApiNoAnswer, isApiErrorCode } from './errors';
import { isFormErrorKey, type FieldErrors } from './field-errors';

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function fieldErrorsOf(value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(asRecord(value))) if (isFormErrorKey(key)) errors[field] = key;
  return errors;
}

async function refusalOf(response: Response): Promise<ApiError | ApiNoAnswer> {
  const body = asRecord(await response.json().catch(() => null));
  if (isApiErrorCode(body.error)) {
    const retryAfterSeconds = Number(response.headers.get('retry-after')) || Number(body.retryAfterSeconds);
    return new ApiError(body.error, {
      errors: body.errors === undefined ? undefined : fieldErrorsOf(body.errors),
      retryAfterSeconds: retryAfterSeconds || undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    });
  }
  // A proxy in front of the site may refuse a large upload with a page of its own.
  if (response.status === 413) return new ApiError('too_large', { errors: {} });
  return new ApiNoAnswer('unexpected', `HTTP ${response.status}`);
}

/** Throws the route's ApiError or ApiNoAnswer; an aborted request rejects as fetch does. */
export async function apiFetch(url: string, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (init?.signal?.aborted) throw error;
    throw new ApiNoAnswer('network', error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
  if (response.ok) return response;
  throw await refusalOf(response);
}

/** Bytes of the body sent so far, of `total`. */
export type UploadProgress = (sent: number, total: number) => void;

function headersOf(list: string): Headers {
  const headers = new Headers();
  for (const line of list.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A phone that loses its signal mid-upload may get no error for minutes: a stalled body counts as lost. */
export const STALLED_UPLOAD_MS = 45_000;

// XMLHttpRequest, as `fetch` reports no upload progress in most browsers. Same answers and errors as
// apiFetch; going offline or a stalled body ends it at once as a dropped connection.
export async function apiUpload(
  url: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<Response> {
  signal?.throwIfAborted();
  const response = await new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const listening = new AbortController();
    let lost: string | null = null;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const connectionLost = (why: string) => {
      lost = why;
      request.abort();
    };
    const watchStall = () => {
      clearTimeout(stall);
      stall = setTimeout(() => connectionLost('stalled'), STALLED_UPLOAD_MS);
    };
    const settle = (outcome: () => void) => {
      clearTimeout(stall);
      listening.abort();
      outcome();
    };
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      watchStall();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    // The body is all out: the answer may take the site's checks and the panel's time.
    request.upload.addEventListener('load', () => clearTimeout(stall));
    request.addEventListener('load', () => {
      const answer = NULL_BODY_STATUSES.has(request.status) ? null : request.responseText;
      settle(() =>
        resolve(
          new Response(answer, {
            status: request.status,
            headers: headersOf(request.getAllResponseHeaders()),
          }),
        ),
      );
    });
    request.addEventListener('error', () =>
      settle(() => reject(new ApiNoAnswer('network', `POST ${url} failed`))),
    );
    request.addEventListener('abort', () =>
      settle(() => reject(lost ? new ApiNoAnswer('network', `POST ${url}: ${lost}`) : signal?.reason)),
    );
    signal?.addEventListener('abort', () => request.abort(), { signal: listening.signal });
    window.addEventListener('offline', () => connectionLost('offline'), { signal: listening.signal });
    request.send(body);
    watchStall();
  });
  if (response.ok) return response;
  throw await refusalOf(response);
}

/** ApiNoAnswer when the answer is not JSON. */
export async function apiJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await apiFetch(url, init);
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new ApiNoAnswer('unexpected', `HTTP ${response.status}`, { cause: error });
  }
}
