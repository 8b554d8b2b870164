'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { useRouter } from '@/lib/i18n/navigation';
import { siteHistory } from '@/lib/ui/site-history';
import { errorAction, ErrorView } from './error-view';

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

// A client component: its texts come with the layout's messages, so a boundary needs no server translation.
export function NotFoundView({ post = false }: { post?: boolean }) {
  const t = useTranslations('NotFound');
  return (
    <ErrorView status={404} message={t(post ? 'postMissing' : 'message')}>
      <BackButton label={t('return')} className={errorAction.other} />
      {post && (
        <Link href="/news" className={errorAction.other}>
          {t('allNews')}
        </Link>
      )}
      <Link href="/" className={errorAction.last}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
