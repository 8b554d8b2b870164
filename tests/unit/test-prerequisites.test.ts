// `npm test` on a machine that lacks what the tests run (scripts/test-prerequisites.mjs): one line, at
// once (within the test's own 5 s, where a missing program used to cost a long timeout later).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('npm test’s first step', () => {
  it('stops at once with the one command to run when programs are missing and it cannot install them', () => {
    // A PATH holding only this Node: no redis-server, ffmpeg or apt-get, and no shell to find them with.
    const bin = mkdtempSync(path.join(tmpdir(), 'bare-path-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const run = spawnSync(process.execPath, ['scripts/test-prerequisites.mjs'], {
      env: { PATH: bin, HOME: tmpdir(), NODE_ENV: 'test' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^npm test needs .*redis-server.*ffmpeg.*: sudo apt-get install -y .*redis-server.*ffmpeg/,
    );
  });

  it('names what `npm run bench` lacks in the same one line', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'bare-path-'));
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const run = spawnSync(process.execPath, ['scripts/test-prerequisites.mjs', 'bench'], {
      env: { PATH: bin, HOME: tmpdir(), NODE_ENV: 'test', CHROME_PATH: path.join(bin, 'no-chromium') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^npm run bench needs chromium.*: sudo apt-get install -y chromium/),
    ]);
  });
});
