import type { PersistStorage } from 'zustand/middleware';

// Stored as zustand persist's `{ state, version }` plus when it was saved; anything not of this version,
// lifetime and shape (an older site's, edited by hand, expired) is removed rather than crashed on.
export type StoredKind<T> = {
  /** Raised whenever the shape of the state changes. */
  version: number;
  /** How long after it was saved it is removed; without one it stays until removed. */
  lifetimeMs?: number;
  /** The state if it has this version's shape, else null. */
  parse: (state: unknown) => T | null;
  /** The state read from what was stored before states carried a version. */
  unversioned?: (stored: unknown) => T | null;
};

type Stored = { state: unknown; version: number; savedAt?: number };

function isStored(value: unknown): value is Stored {
  return (
    typeof value === 'object' &&
    value !== null &&
    'state' in value &&
    typeof (value as Partial<Stored>).version === 'number'
  );
}

function stateOf<T>(stored: unknown, kind: StoredKind<T>): T | null {
  if (!isStored(stored)) return kind.unversioned?.(stored) ?? null;
  if (stored.version !== kind.version) return null;
  // A state saved "in the future" (a clock set back since) is not trusted either.
  const age = Date.now() - (stored.savedAt ?? Number.NaN);
  if (kind.lifetimeMs !== undefined && !(age >= 0 && age < kind.lifetimeMs)) return null;
  return kind.parse(stored.state);
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Unusable storage holds nothing to remove.
  }
}

/** What is kept under `key`, or null; unusable storage reads as nothing kept. */
export function readStored<T>(key: string, kind: StoredKind<T>): T | null {
  let stored: unknown;
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    // Unusable storage or not JSON: read as nothing below.
  }
  const state = stateOf(stored, kind);
  if (state === null) removeStored(key);
  return state;
}

/** Keeps `state` under `key`; a browser that refuses (full, private mode) only warns. */
export function writeStored<T>(key: string, kind: Pick<StoredKind<T>, 'version'>, state: T): void {
  const stored: Stored = { state, version: kind.version, savedAt: Date.now() };
  try {
    window.localStorage.setItem(key, JSON.stringify(stored));
  } catch (error) {
    console.warn(`"${key}" could not be saved in this browser`, error);
  }
}

/** A zustand `persist` store's storage kept as `kind`; with nothing kept, the store loads `empty`. */
export function persistStorage<S>(kind: StoredKind<S>, empty: S): PersistStorage<S> {
  return {
    // No version handed to zustand: it is checked here, so persist's own migration never runs.
    getItem: (key) => ({ state: readStored(key, kind) ?? empty }),
    setItem: (key, { state }) => writeStored(key, kind, state),
    removeItem: removeStored,
  };
}
