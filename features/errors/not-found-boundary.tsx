'use client';

import { Suspense } from 'react';
import { whenIdle } from '@/lib/ui/idle';
import { lazyComponent } from '@/lib/ui/lazy-component';

// As the error page (error-boundary.tsx): the 404 view's code (a chunk of which 89 % never ran in a page's
// first load) loads once the page is idle.
const NotFoundView = lazyComponent(() => import('./not-found-view').then((module) => module.NotFoundView));
if (typeof window !== 'undefined') whenIdle(NotFoundView.preload);

/** The localized 404 of a page that called notFound() (app/[locale]/**\/not-found.tsx). */
export function NotFoundBoundaryView({ post = false }: { post?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotFoundView post={post} />
    </Suspense>
  );
}
