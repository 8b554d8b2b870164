'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import { Suspense } from 'react';
import { lazyComponent } from '@/lib/ui/lazy-component';

// Loaded when a page calls notFound(), not in every page's first load. Apart from error-boundary.tsx, as
// in one module Turbopack puts it in the chunks of both app/[locale]/error.tsx and not-found.tsx.
const NotFoundView = lazyComponent(() => import('./not-found-view').then((module) => module.NotFoundView));

/** The localized 404 of a page that called notFound(); under the posts' folder, the post's variant. */
export function NotFoundBoundaryView() {
  // The boundary of app/[locale]: the segment below it is the folder of the page that called notFound().
  const post = useSelectedLayoutSegment() === 'blog';
  return (
    <Suspense fallback={null}>
      <NotFoundView post={post} />
    </Suspense>
  );
}
