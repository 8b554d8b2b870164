'use client';

// The profile's back arrow goes Back in history only when the previous page is the same category's list.
const KEY = 'talent-list-return';

type ListReturn = { category: string; profilePath: string };

export function rememberListReturn(category: string, profilePath: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ category, profilePath } satisfies ListReturn));
  } catch {
    // Storage can be unavailable (private mode quotas); the arrow then simply opens the list.
  }
}

export function cameFromList(category: string): boolean {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ListReturn | null;
    return saved?.category === category && saved.profilePath === window.location.pathname;
  } catch {
    return false;
  }
}
