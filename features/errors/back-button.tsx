'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { siteHistory } from '@/lib/ui/site-history';

/** Without the site's own history, a page reached from another of this site's pages names it as referrer. */
function previousPageIsOnSite(): boolean {
  const history = siteHistory();
  if (history) return history.canGoBack;
  try {
    return window.history.length > 1 && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** When one step back would leave the site, goes to the home page in the page's language instead. */
export function BackButton({ label, className }: { label: string; className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (previousPageIsOnSite() ? window.history.back() : router.push('/'))}
    >
      {label}
    </button>
  );
}
