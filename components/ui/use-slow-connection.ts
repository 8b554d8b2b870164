'use client';

import { useSyncExternalStore } from 'react';

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

function subscribe(onChange: () => void) {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

function isSlow(): boolean {
  const info = connection();
  return Boolean(info?.saveData) || info?.effectiveType === '2g' || info?.effectiveType === 'slow-2g';
}

/** True on 2G or with data saver on: links then skip prefetching. */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(subscribe, isSlow, () => false);
}
