// Runs in the browser before the site's code. Next's App Router has one router event, the start of a
// route change (a link, router.push, Back/Forward); the top progress bar starts from it, before the
// next page's response arrives (features/layout/navigation-progress.tsx).
import { navigationStarted } from '@/lib/ui/progress';

export function onRouterTransitionStart(url: string): void {
  navigationStarted(url);
}
