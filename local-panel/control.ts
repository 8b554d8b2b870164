// Test controls: failure modes for back-end calls and per-route request counts.

import { LOCAL_PANEL_PREFIXES } from './credentials';

export const FAILURE_MODES = ['ok', 'error', 'hang', 'down', 'malformed', 'store-then-hang'] as const;
export type FailureMode = (typeof FAILURE_MODES)[number];

export function isFailureMode(value: unknown): value is FailureMode {
  return typeof value === 'string' && (FAILURE_MODES as readonly string[]).includes(value);
}

/** True for paths of the two back-end bases (storage and control are never failed on purpose). */
export function isBackEndPath(pathname: string): boolean {
  return [LOCAL_PANEL_PREFIXES.integration, LOCAL_PANEL_PREFIXES.panel].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export class ControlState {
  private currentMode: FailureMode = 'ok';
  private currentPaths: string[] = [];
  /**
   * Requests held open by "hang" (each dispatched again when the mode changes) and answers held by
   * "store-then-hang" (each sent when the mode changes).
   */
  private readonly parked = new Set<() => void>();
  private readonly counts = new Map<string, number>();

  get mode(): FailureMode {
    return this.currentMode;
  }

  get paths(): string[] {
    return [...this.currentPaths];
  }

  /** The failure mode that applies to a request path, or "ok". */
  modeFor(pathname: string): FailureMode {
    if (this.currentMode === 'ok' || !isBackEndPath(pathname)) return 'ok';
    if (this.currentPaths.length === 0) return this.currentMode;
    return this.currentPaths.some((prefix) => pathname.startsWith(prefix)) ? this.currentMode : 'ok';
  }

  setMode(mode: FailureMode, paths: string[]): void {
    this.currentMode = mode;
    this.currentPaths = paths;
    const waiting = [...this.parked];
    this.parked.clear();
    for (const resume of waiting) resume();
  }

  /** Holds a request until the mode changes; returns a function that forgets it (client gave up). */
  park(resume: () => void): () => void {
    this.parked.add(resume);
    return () => this.parked.delete(resume);
  }

  get parkedCount(): number {
    return this.parked.size;
  }

  count(method: string, pathname: string): void {
    const key = `${method} ${pathname}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  stats(): Record<string, number> {
    return Object.fromEntries([...this.counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  resetStats(): void {
    this.counts.clear();
  }
}
