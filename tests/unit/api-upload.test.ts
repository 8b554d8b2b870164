// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUpload, STALLED_UPLOAD_MS } from '@/lib/api/client';
import { ApiError, ApiNoAnswer } from '@/lib/api/errors';
import { problemOf } from '@/components/forms/send-problem';
import { postForm } from '@/lib/forms/client';
import { stubUploads } from '../fixtures/fake-upload';

afterEach(() => vi.unstubAllGlobals());

const form = () => {
  const body = new FormData();
  body.append('realname', 'Inês Raposo');
  return body;
};

describe('a multipart post with its upload’s progress', () => {
  it('reports the bytes sent and answers the receipt', async () => {
    const uploads = stubUploads(async (_url, _body, progress) => {
      progress(500, 2_000);
      progress(2_000, 2_000);
      return Response.json({ ok: true, reference: 'A-260315-7K3QX9' });
    });
    const onProgress = vi.fn();
    await expect(postForm('/api/be-a-model', form(), { onProgress })).resolves.toBe('A-260315-7K3QX9');
    expect(onProgress.mock.calls).toEqual([
      [500, 2_000],
      [2_000, 2_000],
    ]);
    expect(uploads.mock.calls[0]![1].get('realname')).toBe('Inês Raposo');
  });

  it('reads a refusal as apiFetch does, Retry-After header included', async () => {
    stubUploads(async () =>
      Response.json(
        { error: 'rate_limited', message: '' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const failure = await apiUpload('/api/be-a-model', form()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(problemOf(failure as ApiError, 0)).toEqual({ key: 'rateLimited', minutes: 10 });
  });

  it('turns a dropped connection into a network failure, named after the tries made', async () => {
    stubUploads(async () => 'drop');
    const failure = await apiUpload('/api/be-a-model', form()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiNoAnswer);
    expect(problemOf(failure as ApiNoAnswer, 0)).toEqual({ key: 'network' });
    expect(problemOf(failure as ApiNoAnswer, 0, 4)).toEqual({ key: 'networkRetried', attempts: 4 });
  });

  it('ends at once as a dropped connection when the browser goes offline mid-upload', async () => {
    stubUploads(() => new Promise(() => undefined));
    const sending = apiUpload('/api/be-a-model', form()).catch((error: unknown) => error);
    window.dispatchEvent(new Event('offline'));
    const failure = await sending;
    expect(failure).toBeInstanceOf(ApiNoAnswer);
    expect(failure).toMatchObject({ reason: 'network' });
  });

  it('ends as a dropped connection when no byte of the body leaves for STALLED_UPLOAD_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let report: (sent: number, total: number) => void = () => {};
    stubUploads((_url, _body, progress) => {
      report = progress;
      return new Promise(() => undefined);
    });
    let failure: unknown = null;
    void apiUpload('/api/be-a-model', form()).catch((error: unknown) => (failure = error));
    // A phone's uplink may pause for seconds and go on: each byte that leaves restarts the wait.
    for (let second = 1; second <= 5; second += 1) {
      await vi.advanceTimersByTimeAsync(STALLED_UPLOAD_MS - 1_000);
      report(second * 1_000, 10_000);
    }
    expect(failure).toBeNull();
    await vi.advanceTimersByTimeAsync(STALLED_UPLOAD_MS);
    expect(failure).toBeInstanceOf(ApiNoAnswer);
    vi.useRealTimers();
  });

  it('stops when cancelled, rejecting with the reason, and never starts once cancelled', async () => {
    const uploads = stubUploads(() => new Promise(() => undefined));
    const cancel = new AbortController();
    const sending = apiUpload('/api/be-a-model', form(), { signal: cancel.signal });
    cancel.abort();
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(apiUpload('/api/be-a-model', form(), { signal: cancel.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(uploads).toHaveBeenCalledTimes(1);
  });
});
