'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { Link } from '@/components/ui/link';
import { unavailableCode } from '@/lib/errors/content-unavailable';
import { errorAction, ErrorView } from './error-view';

export type ErrorPageProps = { error: Error & { digest?: string }; reset: () => void };

/** 503 with the panel's error code when the page's panel content could not be loaded; otherwise 500. */
export function ErrorPage({ error, reset }: ErrorPageProps) {
  const t = useTranslations('Error');
  const code = unavailableCode(error.digest);
  const router = useRouter();

  return (
    <ErrorView status={code ? 503 : 500} message={code ? t('unavailable', { code }) : t('message')}>
      <button
        type="button"
        className={errorAction.other}
        onClick={() =>
          // A server error needs the page again from the server, not only a new client render.
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('retry')}
      </button>
      <Link href="/" className={errorAction.last}>
        {t('home')}
      </Link>
    </ErrorView>
  );
}
