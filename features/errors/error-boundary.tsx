'use client';

import { Suspense, useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/ui/chunk-reload';
import { whenIdle } from '@/lib/ui/idle';
import { lazyComponent } from '@/lib/ui/lazy-component';
import type { ErrorPageProps } from './error-page';

// Loaded when the page is idle, not in every page's first load, so it still shows at once when needed.
const ErrorPage = lazyComponent(() => import('./error-page').then((module) => module.ErrorPage));
if (typeof window !== 'undefined') whenIdle(ErrorPage.preload);

/** A chunk gone after a deployment reloads the page to get the new ones; any other error is logged. */
export function ErrorBoundaryView(props: ErrorPageProps) {
  const { error } = props;
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    else console.error(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
