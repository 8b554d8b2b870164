'use client';

import { Suspense } from 'react';
import { lazyComponent } from '@/lib/ui/lazy-component';

// The 404 view's code is not in every page's first load (a chunk of which 89 % never ran there). This
// module itself runs only when a page calls notFound(): Next requires the boundary's component then, and the
// view loads with it.
const NotFoundView = lazyComponent(() => import('./not-found-view').then((module) => module.NotFoundView));

/** The localized 404 of a page that called notFound() (app/[locale]/**\/not-found.tsx). */
export function NotFoundBoundaryView({ post = false }: { post?: boolean }) {
  return (
    <Suspense fallback={null}>
      <NotFoundView post={post} />
    </Suspense>
  );
}
