'use client';

import { Suspense, useEffect } from 'react';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/ui/chunk-reload';
import { whenIdle } from '@/lib/ui/idle';
import { lazyComponent } from '@/lib/ui/lazy-component';
import type { ErrorPageProps } from './error-page';

// The error page shows only when something went wrong, so its code is not in every page's first load
// (a chunk of which 75 % never ran there). It loads once the page is idle, so it shows at once when needed.
const ErrorPage = lazyComponent(() => import('./error-page').then((module) => module.ErrorPage));
if (typeof window !== 'undefined') whenIdle(ErrorPage.preload);

/**
 * Every page's error boundary (app/[locale]/error.tsx). A chunk the tab asks for after a deployment is gone:
 * it reloads to get the new ones; any other error is logged.
 */
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
