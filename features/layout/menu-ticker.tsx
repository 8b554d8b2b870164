'use client';

import { lazyComponent } from '@/lib/ui/lazy-component';
import type { TickerPost } from './blog-ticker';

// Out of every page's first load: the ticker shows only in the open menu, which loads it when idle.
export const LazyBlogTicker = lazyComponent(() =>
  import('./blog-ticker').then((module) => module.BlogTicker),
);

export function MenuTicker({ posts }: { posts: TickerPost[] }) {
  return <LazyBlogTicker posts={posts} />;
}
