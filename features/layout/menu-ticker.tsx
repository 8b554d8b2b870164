'use client';

import { lazyComponent } from '@/lib/ui/lazy-component';
import type { TickerPost } from './blog-ticker';

/**
 * The blog ticker's code, out of every page's first load: it shows only in the open menu, which loads it
 * when the page is idle (a menu opened before then shows its extras once it is there).
 */
export const LazyBlogTicker = lazyComponent(() =>
  import('./blog-ticker').then((module) => module.BlogTicker),
);

export function MenuTicker({ posts }: { posts: TickerPost[] }) {
  return <LazyBlogTicker posts={posts} />;
}
