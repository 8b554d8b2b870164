import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, mayReloadAfterChunkError } from '@/lib/ui/chunk-reload';

describe('chunk-load failures', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' }, true],
    [new Error('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'), true],
    [new Error('Loading CSS chunk 7 failed'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk', false],
    [null, false],
  ])('%o is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads at most once per minute', () => {
    const now = 1_000_000;
    expect(mayReloadAfterChunkError(null, now)).toBe(true);
    expect(mayReloadAfterChunkError(now - 1_000, now)).toBe(false);
    expect(mayReloadAfterChunkError(now - CHUNK_RELOAD_INTERVAL_MS + 1, now)).toBe(false);
    expect(mayReloadAfterChunkError(now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
  });
});
